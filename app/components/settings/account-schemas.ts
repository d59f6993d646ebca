// The settings forms' zod schemas (the ones the settings action uses), fetched when a form is first focused.
import { schemaModule } from "~/components/ui/lazy-zod-form";

export const accountSchemas = schemaModule(() => import("~/schemas/account"));
