import { Window } from "happy-dom";

/** One happy-dom window for every parse: a window per parsed page kept its memory until the file ended. */
const window = new Window();

/** A fresh document whose body is `html`, for the render tests to query. */
export function htmlDocument(html: string): Document {
  return new window.DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, "text/html") as unknown as Document;
}
