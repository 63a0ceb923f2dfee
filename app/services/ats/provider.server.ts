import type { AtsConnectorKind } from "~/lib/vacancies/types";
import { greenhouse } from "./greenhouse.server";
import { indeedXml } from "./indeed-xml.server";
import { jobPostingJson } from "./jobposting-json.server";
import { lever } from "./lever.server";
import { personio } from "./personio.server";
import type { AtsConnector } from "./types";

/** The connector for a company's integration settings (issue 12 §1). */
export const CONNECTORS: Record<AtsConnectorKind, AtsConnector> = {
  greenhouse,
  lever,
  personio,
  "indeed-xml": indeedXml,
  "jobposting-json": jobPostingJson,
};

export function connectorFor(kind: AtsConnectorKind) {
  return CONNECTORS[kind];
}
