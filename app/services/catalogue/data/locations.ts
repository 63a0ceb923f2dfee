/**
 * The 29 countries of spec 1 §3 "Country options" with their main regions and cities, named in
 * English, German and Dutch. A single string means the name is the same in all three.
 * Ids are paths: "DE", "DE.bavaria", "DE.bavaria.munich" (see app/lib/catalogue/tree.ts).
 */
export type PlaceName = string | readonly [en: string, de: string, nl: string];

export interface CountrySeed {
  code: string;
  names: readonly [string, string, string];
  regions: { names: PlaceName; cities: PlaceName[] }[];
}

export const COUNTRIES: CountrySeed[] = [
  { code: "GB", names: ["United Kingdom", "Vereinigtes Königreich", "Verenigd Koninkrijk"], regions: [
    { names: ["England", "England", "Engeland"], cities: [["London", "London", "Londen"], "Manchester", "Birmingham", "Leeds", "Bristol", "Liverpool"] },
    { names: ["Scotland", "Schottland", "Schotland"], cities: ["Edinburgh", "Glasgow", "Aberdeen"] },
    { names: "Wales", cities: ["Cardiff", "Swansea"] },
    { names: ["Northern Ireland", "Nordirland", "Noord-Ierland"], cities: ["Belfast", "Derry"] },
  ] },
  { code: "NL", names: ["Netherlands", "Niederlande", "Nederland"], regions: [
    { names: ["North Holland", "Nordholland", "Noord-Holland"], cities: ["Amsterdam", "Haarlem", "Zaanstad"] },
    { names: ["South Holland", "Südholland", "Zuid-Holland"], cities: ["Rotterdam", ["The Hague", "Den Haag", "Den Haag"], "Leiden", "Delft"] },
    { names: "Utrecht", cities: ["Utrecht", "Amersfoort"] },
    { names: ["North Brabant", "Nordbrabant", "Noord-Brabant"], cities: ["Eindhoven", "Tilburg", "Breda", "'s-Hertogenbosch"] },
    { names: "Gelderland", cities: ["Arnhem", "Nijmegen", "Apeldoorn"] },
    { names: "Overijssel", cities: ["Enschede", "Zwolle"] },
    { names: "Groningen", cities: ["Groningen"] },
    { names: "Limburg", cities: ["Maastricht", "Venlo"] },
    { names: ["Friesland", "Friesland", "Friesland"], cities: ["Leeuwarden"] },
    { names: "Flevoland", cities: ["Almere"] },
  ] },
  { code: "DE", names: ["Germany", "Deutschland", "Duitsland"], regions: [
    { names: ["Bavaria", "Bayern", "Beieren"], cities: [["Munich", "München", "München"], ["Nuremberg", "Nürnberg", "Neurenberg"], "Augsburg", "Regensburg"] },
    { names: "Berlin", cities: ["Berlin"] },
    { names: "Hamburg", cities: ["Hamburg"] },
    { names: ["North Rhine-Westphalia", "Nordrhein-Westfalen", "Noordrijn-Westfalen"], cities: [["Cologne", "Köln", "Keulen"], "Düsseldorf", "Dortmund", "Essen", ["Aachen", "Aachen", "Aken"], "Bonn"] },
    { names: ["Hesse", "Hessen", "Hessen"], cities: ["Frankfurt am Main", "Wiesbaden", "Darmstadt"] },
    { names: "Baden-Württemberg", cities: ["Stuttgart", "Karlsruhe", "Mannheim", "Freiburg im Breisgau"] },
    { names: ["Lower Saxony", "Niedersachsen", "Nedersaksen"], cities: [["Hanover", "Hannover", "Hannover"], ["Brunswick", "Braunschweig", "Brunswijk"], "Osnabrück"] },
    { names: ["Saxony", "Sachsen", "Saksen"], cities: ["Leipzig", "Dresden"] },
    { names: "Bremen", cities: ["Bremen"] },
    { names: ["Rhineland-Palatinate", "Rheinland-Pfalz", "Rijnland-Palts"], cities: ["Mainz"] },
  ] },
  { code: "US", names: ["United States", "Vereinigte Staaten", "Verenigde Staten"], regions: [
    { names: ["California", "Kalifornien", "Californië"], cities: ["Los Angeles", "San Francisco", "San Diego", "San Jose"] },
    { names: "New York", cities: ["New York City"] },
    { names: "Texas", cities: ["Houston", "Austin", "Dallas"] },
    { names: "Illinois", cities: ["Chicago"] },
    { names: "Massachusetts", cities: ["Boston"] },
    { names: "Washington", cities: ["Seattle"] },
    { names: "Florida", cities: ["Miami", "Orlando"] },
    { names: "Georgia", cities: ["Atlanta"] },
  ] },
  { code: "AT", names: ["Austria", "Österreich", "Oostenrijk"], regions: [
    { names: ["Vienna", "Wien", "Wenen"], cities: [["Vienna", "Wien", "Wenen"]] },
    { names: ["Upper Austria", "Oberösterreich", "Opper-Oostenrijk"], cities: ["Linz"] },
    { names: ["Styria", "Steiermark", "Stiermarken"], cities: ["Graz"] },
    { names: "Salzburg", cities: ["Salzburg"] },
    { names: ["Tyrol", "Tirol", "Tirol"], cities: ["Innsbruck"] },
  ] },
  { code: "BE", names: ["Belgium", "Belgien", "België"], regions: [
    { names: ["Brussels-Capital Region", "Region Brüssel-Hauptstadt", "Brussels Hoofdstedelijk Gewest"], cities: [["Brussels", "Brüssel", "Brussel"]] },
    { names: ["Flanders", "Flandern", "Vlaanderen"], cities: [["Antwerp", "Antwerpen", "Antwerpen"], ["Ghent", "Gent", "Gent"], ["Leuven", "Löwen", "Leuven"], ["Bruges", "Brügge", "Brugge"]] },
    { names: ["Wallonia", "Wallonien", "Wallonië"], cities: [["Liège", "Lüttich", "Luik"], "Charleroi", ["Namur", "Namur", "Namen"]] },
  ] },
  { code: "BG", names: ["Bulgaria", "Bulgarien", "Bulgarije"], regions: [
    { names: ["Sofia City", "Sofia-Stadt", "Sofia-stad"], cities: ["Sofia"] },
    { names: ["Plovdiv Province", "Oblast Plowdiw", "Oblast Plovdiv"], cities: [["Plovdiv", "Plowdiw", "Plovdiv"]] },
    { names: ["Varna Province", "Oblast Warna", "Oblast Varna"], cities: [["Varna", "Warna", "Varna"]] },
  ] },
  { code: "CZ", names: ["Czech Republic", "Tschechien", "Tsjechië"], regions: [
    { names: ["Prague", "Prag", "Praag"], cities: [["Prague", "Prag", "Praag"]] },
    { names: ["South Moravian Region", "Südmähren", "Zuid-Moravië"], cities: [["Brno", "Brünn", "Brno"]] },
    { names: ["Moravian-Silesian Region", "Mährisch-Schlesien", "Moravië-Silezië"], cities: ["Ostrava"] },
    { names: ["Plzeň Region", "Region Pilsen", "Regio Pilsen"], cities: [["Plzeň", "Pilsen", "Pilsen"]] },
  ] },
  { code: "HR", names: ["Croatia", "Kroatien", "Kroatië"], regions: [
    { names: ["City of Zagreb", "Stadt Zagreb", "Stad Zagreb"], cities: ["Zagreb"] },
    { names: ["Split-Dalmatia", "Split-Dalmatien", "Split-Dalmatië"], cities: ["Split"] },
    { names: ["Primorje-Gorski Kotar", "Primorje-Gorski Kotar", "Primorje-Gorski Kotar"], cities: ["Rijeka"] },
    { names: ["Osijek-Baranja", "Osijek-Baranja", "Osijek-Baranja"], cities: ["Osijek"] },
  ] },
  { code: "DK", names: ["Denmark", "Dänemark", "Denemarken"], regions: [
    { names: ["Capital Region of Denmark", "Region Hovedstaden", "Hoofdstedelijke Regio"], cities: [["Copenhagen", "Kopenhagen", "Kopenhagen"]] },
    { names: ["Central Denmark", "Region Midtjylland", "Midden-Jutland"], cities: ["Aarhus"] },
    { names: ["Southern Denmark", "Region Syddanmark", "Zuid-Denemarken"], cities: ["Odense"] },
    { names: ["North Denmark", "Region Nordjylland", "Noord-Jutland"], cities: ["Aalborg"] },
  ] },
  { code: "EE", names: ["Estonia", "Estland", "Estland"], regions: [
    { names: ["Harju County", "Kreis Harju", "Harjumaa"], cities: ["Tallinn"] },
    { names: ["Tartu County", "Kreis Tartu", "Tartumaa"], cities: ["Tartu"] },
  ] },
  { code: "FI", names: ["Finland", "Finnland", "Finland"], regions: [
    { names: ["Uusimaa", "Uusimaa", "Uusimaa"], cities: ["Helsinki", "Espoo", "Vantaa"] },
    { names: ["Pirkanmaa", "Pirkanmaa", "Pirkanmaa"], cities: ["Tampere"] },
    { names: ["Southwest Finland", "Südwestfinnland", "Egentlig Finland"], cities: ["Turku"] },
    { names: ["North Ostrobothnia", "Nordösterbotten", "Noord-Österbotten"], cities: ["Oulu"] },
  ] },
  { code: "FR", names: ["France", "Frankreich", "Frankrijk"], regions: [
    { names: "Île-de-France", cities: [["Paris", "Paris", "Parijs"]] },
    { names: "Auvergne-Rhône-Alpes", cities: ["Lyon", "Grenoble"] },
    { names: "Provence-Alpes-Côte d'Azur", cities: ["Marseille", ["Nice", "Nizza", "Nice"]] },
    { names: ["Occitania", "Okzitanien", "Occitanië"], cities: ["Toulouse", "Montpellier"] },
    { names: "Nouvelle-Aquitaine", cities: ["Bordeaux"] },
    { names: "Hauts-de-France", cities: ["Lille"] },
    { names: "Grand Est", cities: [["Strasbourg", "Straßburg", "Straatsburg"]] },
    { names: "Pays de la Loire", cities: ["Nantes"] },
  ] },
  { code: "GR", names: ["Greece", "Griechenland", "Griekenland"], regions: [
    { names: ["Attica", "Attika", "Attica"], cities: [["Athens", "Athen", "Athene"]] },
    { names: ["Central Macedonia", "Zentralmakedonien", "Centraal-Macedonië"], cities: ["Thessaloniki"] },
    { names: ["Crete", "Kreta", "Kreta"], cities: ["Heraklion"] },
  ] },
  { code: "HU", names: ["Hungary", "Ungarn", "Hongarije"], regions: [
    { names: ["Central Hungary", "Mittelungarn", "Centraal-Hongarije"], cities: [["Budapest", "Budapest", "Boedapest"]] },
    { names: "Hajdú-Bihar", cities: ["Debrecen"] },
    { names: "Csongrád-Csanád", cities: ["Szeged"] },
    { names: "Győr-Moson-Sopron", cities: [["Győr", "Raab", "Győr"]] },
  ] },
  { code: "IE", names: ["Ireland", "Irland", "Ierland"], regions: [
    { names: "Leinster", cities: ["Dublin"] },
    { names: "Munster", cities: ["Cork", "Limerick"] },
    { names: "Connacht", cities: ["Galway"] },
  ] },
  { code: "IT", names: ["Italy", "Italien", "Italië"], regions: [
    { names: ["Lombardy", "Lombardei", "Lombardije"], cities: [["Milan", "Mailand", "Milaan"], "Bergamo", "Brescia"] },
    { names: ["Lazio", "Latium", "Lazio"], cities: [["Rome", "Rom", "Rome"]] },
    { names: ["Piedmont", "Piemont", "Piëmont"], cities: [["Turin", "Turin", "Turijn"]] },
    { names: "Emilia-Romagna", cities: ["Bologna"] },
    { names: ["Veneto", "Venetien", "Veneto"], cities: [["Venice", "Venedig", "Venetië"], "Verona", ["Padua", "Padua", "Padua"]] },
    { names: ["Tuscany", "Toskana", "Toscane"], cities: [["Florence", "Florenz", "Florence"]] },
    { names: ["Campania", "Kampanien", "Campanië"], cities: [["Naples", "Neapel", "Napels"]] },
  ] },
  { code: "LV", names: ["Latvia", "Lettland", "Letland"], regions: [
    { names: ["Riga Region", "Region Riga", "Regio Riga"], cities: ["Riga", "Jūrmala"] },
    { names: "Latgale", cities: ["Daugavpils"] },
  ] },
  { code: "LT", names: ["Lithuania", "Litauen", "Litouwen"], regions: [
    { names: ["Vilnius County", "Bezirk Vilnius", "District Vilnius"], cities: [["Vilnius", "Wilna", "Vilnius"]] },
    { names: ["Kaunas County", "Bezirk Kaunas", "District Kaunas"], cities: ["Kaunas"] },
    { names: ["Klaipėda County", "Bezirk Klaipėda", "District Klaipėda"], cities: [["Klaipėda", "Memel", "Klaipėda"]] },
  ] },
  { code: "NO", names: ["Norway", "Norwegen", "Noorwegen"], regions: [
    { names: "Oslo", cities: ["Oslo"] },
    { names: "Vestland", cities: ["Bergen"] },
    { names: "Trøndelag", cities: ["Trondheim"] },
    { names: "Rogaland", cities: ["Stavanger"] },
  ] },
  { code: "PL", names: ["Poland", "Polen", "Polen"], regions: [
    { names: ["Masovia", "Masowien", "Mazovië"], cities: [["Warsaw", "Warschau", "Warschau"]] },
    { names: ["Lesser Poland", "Kleinpolen", "Klein-Polen"], cities: [["Kraków", "Krakau", "Krakau"]] },
    { names: ["Lower Silesia", "Niederschlesien", "Neder-Silezië"], cities: [["Wrocław", "Breslau", "Wrocław"]] },
    { names: ["Pomerania", "Pommern", "Pommeren"], cities: [["Gdańsk", "Danzig", "Gdańsk"], "Gdynia"] },
    { names: ["Greater Poland", "Großpolen", "Groot-Polen"], cities: [["Poznań", "Posen", "Poznań"]] },
    { names: ["Łódź Voivodeship", "Woiwodschaft Łódź", "Woiwodschap Łódź"], cities: [["Łódź", "Lodz", "Łódź"]] },
    { names: ["Silesia", "Schlesien", "Silezië"], cities: [["Katowice", "Kattowitz", "Katowice"]] },
  ] },
  { code: "PT", names: ["Portugal", "Portugal", "Portugal"], regions: [
    { names: ["Lisbon Region", "Region Lissabon", "Regio Lissabon"], cities: [["Lisbon", "Lissabon", "Lissabon"]] },
    { names: ["Northern Portugal", "Nordportugal", "Noord-Portugal"], cities: ["Porto", "Braga"] },
    { names: ["Central Portugal", "Zentralportugal", "Centraal-Portugal"], cities: ["Coimbra"] },
    { names: "Algarve", cities: ["Faro"] },
  ] },
  { code: "RO", names: ["Romania", "Rumänien", "Roemenië"], regions: [
    { names: ["Bucharest-Ilfov", "Bukarest-Ilfov", "Boekarest-Ilfov"], cities: [["Bucharest", "Bukarest", "Boekarest"]] },
    { names: ["Cluj County", "Kreis Cluj", "District Cluj"], cities: [["Cluj-Napoca", "Klausenburg", "Cluj-Napoca"]] },
    { names: ["Timiș County", "Kreis Timiș", "District Timiș"], cities: [["Timișoara", "Temeswar", "Timișoara"]] },
    { names: ["Iași County", "Kreis Iași", "District Iași"], cities: [["Iași", "Jassy", "Iași"]] },
  ] },
  { code: "SK", names: ["Slovakia", "Slowakei", "Slowakije"], regions: [
    { names: ["Bratislava Region", "Region Bratislava", "Regio Bratislava"], cities: [["Bratislava", "Pressburg", "Bratislava"]] },
    { names: ["Košice Region", "Region Košice", "Regio Košice"], cities: [["Košice", "Kaschau", "Košice"]] },
    { names: ["Žilina Region", "Region Žilina", "Regio Žilina"], cities: [["Žilina", "Sillein", "Žilina"]] },
  ] },
  { code: "SI", names: ["Slovenia", "Slowenien", "Slovenië"], regions: [
    { names: ["Central Slovenia", "Zentralslowenien", "Centraal-Slovenië"], cities: [["Ljubljana", "Laibach", "Ljubljana"]] },
    { names: ["Drava", "Podravska", "Podravska"], cities: [["Maribor", "Marburg an der Drau", "Maribor"]] },
  ] },
  { code: "ES", names: ["Spain", "Spanien", "Spanje"], regions: [
    { names: ["Community of Madrid", "Autonome Gemeinschaft Madrid", "Regio Madrid"], cities: ["Madrid"] },
    { names: ["Catalonia", "Katalonien", "Catalonië"], cities: ["Barcelona"] },
    { names: ["Valencian Community", "Valencianische Gemeinschaft", "Valenciaanse Gemeenschap"], cities: ["Valencia", "Alicante"] },
    { names: ["Andalusia", "Andalusien", "Andalusië"], cities: [["Seville", "Sevilla", "Sevilla"], "Málaga"] },
    { names: ["Basque Country", "Baskenland", "Baskenland"], cities: ["Bilbao"] },
  ] },
  { code: "SE", names: ["Sweden", "Schweden", "Zweden"], regions: [
    { names: ["Stockholm County", "Provinz Stockholm", "Provincie Stockholm"], cities: ["Stockholm"] },
    { names: "Västra Götaland", cities: [["Gothenburg", "Göteborg", "Göteborg"]] },
    { names: ["Skåne", "Schonen", "Skåne"], cities: ["Malmö", "Lund"] },
    { names: ["Uppsala County", "Provinz Uppsala", "Provincie Uppsala"], cities: ["Uppsala"] },
  ] },
  { code: "CH", names: ["Switzerland", "Schweiz", "Zwitserland"], regions: [
    { names: ["Canton of Zurich", "Kanton Zürich", "Kanton Zürich"], cities: [["Zurich", "Zürich", "Zürich"], "Winterthur"] },
    { names: ["Canton of Geneva", "Kanton Genf", "Kanton Genève"], cities: [["Geneva", "Genf", "Genève"]] },
    { names: ["Canton of Basel-Stadt", "Kanton Basel-Stadt", "Kanton Basel-Stadt"], cities: [["Basel", "Basel", "Bazel"]] },
    { names: ["Canton of Bern", "Kanton Bern", "Kanton Bern"], cities: [["Bern", "Bern", "Bern"]] },
    { names: ["Canton of Vaud", "Kanton Waadt", "Kanton Vaud"], cities: ["Lausanne"] },
    { names: ["Canton of Ticino", "Kanton Tessin", "Kanton Ticino"], cities: ["Lugano"] },
  ] },
  { code: "UA", names: ["Ukraine", "Ukraine", "Oekraïne"], regions: [
    { names: ["Kyiv", "Kiew", "Kiev"], cities: [["Kyiv", "Kiew", "Kiev"]] },
    { names: ["Lviv Oblast", "Oblast Lwiw", "Oblast Lviv"], cities: [["Lviv", "Lwiw", "Lviv"]] },
    { names: ["Kharkiv Oblast", "Oblast Charkiw", "Oblast Charkiv"], cities: [["Kharkiv", "Charkiw", "Charkiv"]] },
    { names: ["Odesa Oblast", "Oblast Odessa", "Oblast Odessa"], cities: [["Odesa", "Odessa", "Odessa"]] },
    { names: ["Dnipropetrovsk Oblast", "Oblast Dnipropetrowsk", "Oblast Dnipropetrovsk"], cities: ["Dnipro"] },
  ] },
];

/** spec 1 §3: the country options, in the spec's order. */

export function placeNames(name: PlaceName): readonly [string, string, string] {
  return typeof name === "string" ? [name, name, name] : name;
}

export function slugify(value: string) {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/ł/g, "l")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export interface LocationRow {
  id: string;
  kind: "country" | "region" | "city";
  countryCode: string;
  parentId: string | null;
  names: readonly [string, string, string];
  labels: readonly [string, string, string];
  sort: number;
}

/** Flattens the seed into rows with ids, parents and full labels ("Munich, Bavaria, Germany"). */
export function locationRows(): LocationRow[] {
  const rows: LocationRow[] = [];
  COUNTRIES.forEach((country, ci) => {
    rows.push({ id: country.code, kind: "country", countryCode: country.code, parentId: null, names: country.names, labels: country.names, sort: ci });
    country.regions.forEach((region, ri) => {
      const rNames = placeNames(region.names);
      const regionId = `${country.code}.${slugify(rNames[0])}`;
      const sameAsCountry = (i: number) => rNames[i] === country.names[i];
      rows.push({
        id: regionId,
        kind: "region",
        countryCode: country.code,
        parentId: country.code,
        names: rNames,
        labels: [0, 1, 2].map((i) => (sameAsCountry(i) ? rNames[i] : `${rNames[i]}, ${country.names[i]}`)) as unknown as [string, string, string],
        sort: ri,
      });
      region.cities.forEach((city, xi) => {
        const cNames = placeNames(city);
        rows.push({
          id: `${regionId}.${slugify(cNames[0])}`,
          kind: "city",
          countryCode: country.code,
          parentId: regionId,
          names: cNames,
          // a city-state (Berlin in Berlin) is not named twice
          labels: [0, 1, 2].map((i) =>
            cNames[i] === rNames[i] ? `${cNames[i]}, ${country.names[i]}` : `${cNames[i]}, ${rNames[i]}, ${country.names[i]}`,
          ) as unknown as [string, string, string],
          sort: xi,
        });
      });
    });
  });
  return rows;
}
