/** The API reference, generated from the routes' shared schemas at `/api/openapi.json`. */
export const OPENAPI_PATH = "/api/openapi.json";

export const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "ST-portalen API",
    version: "1",
    description:
      "Same-origin JSON API of ST-portalen. Signed-in routes need the session cookie; every " +
      "POST, PUT, PATCH and DELETE must carry an Origin header naming the portal. Every error " +
      "answer is `{ error, code, field? }` with `error` a Swedish sentence for the user.",
  },
};
