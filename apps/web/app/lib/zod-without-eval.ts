import { config } from 'zod/v4/core';

// Imported, for this effect, by every module that parses with zod in the browser (forms and the
// activity stage). Our pages' CSP forbids eval, and zod would otherwise probe for it (a CSP
// violation in the console) before falling back to the same checks without it. Kept out of the
// root, so pages that parse nothing load no zod at all.
config({ jitless: true });
