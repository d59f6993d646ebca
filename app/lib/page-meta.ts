// The title and description every page sets the same way: "{title} · Vitrine" and an optional description.
/** The product name, in titles and emails. */
export const APP_NAME = "Vitrine";

export function pageMeta(title: string, description?: string) {
  return [{ title: `${title} · ${APP_NAME}` }, ...(description ? [{ name: "description", content: description }] : [])];
}
