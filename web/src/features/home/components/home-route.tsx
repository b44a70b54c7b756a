import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Page } from "@/components/page";
import { useSessionUser } from "@/lib/session-user";

export default function HomeRoute({ messagesPanel }: { messagesPanel?: ReactNode }) {
  const user = useSessionUser();
  return (
    <Page
      title="Welcome Back!"
      subtitle="Let's help you thrive as a solopreneur!"
      actions={
        user.role === "admin" && (
          <Link to="/admin" className="btn btn-outline btn-sm">
            Admin Page
          </Link>
        )
      }
    >
      {messagesPanel}
    </Page>
  );
}
