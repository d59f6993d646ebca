// The shared schemas' one import of zod. Zod 4 compiles object parsers with `new Function` when it may; probing
// for that is an eval, which the Content-Security-Policy refuses (and reports), so parsers stay interpreted (plenty
// fast for forms). A named `config` call, not `z.config`: the client build treats `z.*` calls as pure (vite.config.ts)
// so that a page importing a schema module only for its constants does not load zod; this call must stay.
import { config } from "zod";

config({ jitless: true });

export { z } from "zod";
