/** spec 1 §2 "Document titles": the product name is appended to every title. */
export const PRODUCT_NAME = "Hirewave";

export function documentTitle(title?: string | null) {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
