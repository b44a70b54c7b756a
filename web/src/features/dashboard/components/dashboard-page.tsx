import { Page } from "@/components/page";

export default function DashboardPage() {
  return <Page title="Dashboard" />;
}
