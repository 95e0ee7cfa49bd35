// The CSP allows no eval (script-src 'self'). zod compiles object parsers with `new Function`
// unless told not to, and probes for it when a schema is built: a CSP violation on every
// dashboard page. zod reads its global config from this global (zod/v4/core/core.js) and keeps
// one that exists, so setting it here, before any schema is built, reaches every schema without
// loading zod on the first page.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
