import pino from "pino";

/** Structured JSON logs (one line per event); level from LOG_LEVEL. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "hirewave" },
  redact: ["req.headers.cookie", "req.headers.authorization", "*.accessToken", "*.refreshToken", "*.idToken"],
});
