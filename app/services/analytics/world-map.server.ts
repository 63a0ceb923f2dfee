import { geoNaturalEarth1, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "./world/countries-110m.json";

/**
 * The geolocation map (issue 14 §3): a server-rendered SVG choropleth, no client JavaScript. Natural
 * Earth 110m countries (public domain; app/services/analytics/world/SOURCE.txt), projected once per
 * process with d3-geo; each country is filled by its share of the largest value, in 5 classes.
 */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 500;
/** Light to dark, the last class AA-contrasting with the legend text. */
export const MAP_CLASSES = ["#dbeafe", "#93c5fd", "#60a5fa", "#2563eb", "#1e3a8a"] as const;
export const MAP_EMPTY = "#e2e8f0";

/** 110m lacks isoA2 for France and Norway: by ISO numeric id instead (see SOURCE.txt). */
const ISO_A2_BY_ID: Record<string, string> = { "250": "FR", "578": "NO" };

interface CountryShape {
  isoA2: string;
  name: string;
  d: string;
}

let shapes: CountryShape[] | undefined;

function countryShapes() {
  if (shapes) return shapes;
  const topology = world as unknown as Topology<{ countries: GeometryCollection<{ isoA2?: string; name?: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  const projection = geoNaturalEarth1().fitSize([MAP_WIDTH, MAP_HEIGHT], collection);
  const path = geoPath(projection).digits(1);
  shapes = collection.features
    .map((f) => ({
      isoA2: (f.properties?.isoA2 && f.properties.isoA2 !== "-99" ? f.properties.isoA2 : ISO_A2_BY_ID[String(f.id)]) ?? "",
      name: f.properties?.name ?? "",
      d: path(f) ?? "",
    }))
    .filter((s) => s.d);
  return shapes;
}

/** The class (0–4) of a value relative to the largest value; -1 for none. */
export function mapClass(value: number, max: number) {
  if (!(value > 0) || !(max > 0)) return -1;
  return Math.min(MAP_CLASSES.length - 1, Math.floor((value / max) * MAP_CLASSES.length - 1e-9));
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG document: countries with a <title> each ("Germany: 12"), and a legend. */
export function renderWorldMap(values: Map<string, number>, labels: { title: string; legend: string; countryName: (isoA2: string, fallback: string) => string }) {
  const max = Math.max(0, ...values.values());
  const countries = countryShapes()
    .map((s) => {
      const value = values.get(s.isoA2) ?? 0;
      const cls = mapClass(value, max);
      const fill = cls < 0 ? MAP_EMPTY : MAP_CLASSES[cls];
      return `<path d="${s.d}" fill="${fill}" stroke="#fff" stroke-width="0.5" data-country="${s.isoA2}"><title>${escape(labels.countryName(s.isoA2, s.name))}: ${value}</title></path>`;
    })
    .join("");
  // class i holds values up to (i + 1) / 5 of the largest value
  const legend = MAP_CLASSES.map((colour, i) => {
    const text = `≤ ${Math.ceil(((i + 1) * max) / MAP_CLASSES.length)}`;
    return `<g transform="translate(${20 + i * 90},${MAP_HEIGHT + 16})"><rect width="18" height="12" fill="${colour}" stroke="#94a3b8" stroke-width="0.5"/><text x="24" y="11" font-size="12" fill="#334155">${text}</text></g>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT + 40}" role="img" aria-label="${escape(labels.title)}" font-family="system-ui, sans-serif"><title>${escape(labels.title)}</title><rect width="100%" height="100%" fill="#fff"/>${countries}<text x="20" y="${MAP_HEIGHT + 8}" font-size="12" fill="#334155">${escape(labels.legend)}</text>${legend}</svg>`;
}
