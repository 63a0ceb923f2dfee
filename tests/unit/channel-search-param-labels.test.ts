import { describe, expect, it } from "vitest";
import { invalidParamLabels } from "../../app/lib/catalogue/param-labels";
import de from "../../locales/de-DE/channels.json";
import en from "../../locales/en-US/channels.json";

const texts = (locale: Record<string, string>) => (key: string) => locale[key] ?? `missing ${key}`;

describe("the channel search's invalid address parameters, as the page names them", () => {
  it("names the filters, not the parameters (Channel type, not type)", () => {
    expect(invalidParamLabels(["type", "loc", "q"], texts(en))).toEqual(["Channel type", "Location", "Name or keyword"]);
    expect(invalidParamLabels(["jf", "ind", "sen", "wt"], texts(de))).toEqual(["Berufsfelder", "Branchen", "Karrierestufe", "Anstellungsart"]);
  });

  it("a title and its typed text are one field; an unknown parameter stays as it is", () => {
    expect(invalidParamLabels(["title", "tq", "x"], texts(en))).toEqual(["Job title", "x"]);
  });
});
