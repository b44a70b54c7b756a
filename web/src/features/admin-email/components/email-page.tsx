import { Link } from "react-router-dom";
import { Icon } from "@/components/icon";
import { Page } from "@/components/page";
import { routePaths } from "@/lib/route-paths";
import { EmailPreviews } from "./email-previews";
import { FailedDeliveries } from "./failed-deliveries";

/** `/admin/email` (admins only, app/routes.tsx): the emails SoloSensei sends, one section each below. */
export default function EmailPage() {
  return (
    <Page
      title="Email"
      subtitle="Every email SoloSensei sends, as learners and coaches get it"
      actions={
        <Link to={routePaths.admin} className="btn btn-ghost btn-sm">
          <Icon name="back" className="size-4" />
          Admin Panel
        </Link>
      }
    >
      <div className="grid gap-6">
        <EmailPreviews />
        <FailedDeliveries />
      </div>
    </Page>
  );
}
