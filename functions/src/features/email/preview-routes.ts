import { emailPreviewListSchema } from "../../contract/email";
import { defineRoute } from "../../http/define-route";
import { appUrl } from "../../lib/params";
import { listPreviews } from "./previews";

/** The admin's look at every kind of email, rendered with sample data. */
export const previewRoutes = [
  defineRoute({
    method: "get",
    path: "/admin/email/previews",
    access: "admin",
    response: emailPreviewListSchema,
    handler: async () => ({ items: await listPreviews(appUrl.value()) }),
  }),
];
