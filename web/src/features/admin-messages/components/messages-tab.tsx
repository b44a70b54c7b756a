import { MessageComposer } from "./message-composer";
import { MessageStatistics } from "./message-statistics";
import { RecentMessages } from "./recent-messages";

/** The admin panel's Messages & Notifications tab (docs/decisions/011-inboxes-and-broadcasts.md). */
export default function MessagesTab() {
  return (
    <div className="flex flex-col gap-4">
      <MessageStatistics />
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <MessageComposer />
        <RecentMessages />
      </div>
    </div>
  );
}
