import { Page } from "@/components/page";

export default function AdminPage() {
  return <Page title="Admin Panel" />;
}
