import { Page } from "@/components/page";

export default function LearnPage() {
  return <Page title="Learning Paths" />;
}
