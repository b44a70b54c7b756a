import { EMAIL_CATEGORY_LABELS, type EmailCategory, type EmailItem, type EmailKind } from "../../contract/email";
import { toLinkedItem } from "./links";
import type { EmailFooter, EmailProps, ItemEmailKind, SessionDetails, SessionEmailKind } from "./types";

// What the admin's previews and the template tests render: the words the in-app messages use
// (features/messages), for a learner called Maya.

const NAME = "Maya";

const ITEMS: Record<ItemEmailKind, { category: EmailCategory; item: EmailItem }> = {
  coach_note: {
    category: "coaching",
    item: {
      title: "Note from your coach",
      content:
        '"Good start on your ideal client. Name one place where they already gather online, so your first outreach has somewhere to go."',
      actionLabel: "Open the step",
      actionUrl: "/incubator/phase/DISCOVER/step/2",
    },
  },
  coach_pass: {
    category: "coaching",
    item: {
      title: "Your coach passed your answer",
      content: 'Reviewed by your coach: "Clear and specific: your offer says who it is for and what changes for them."',
      actionLabel: "Open the step",
      actionUrl: "/incubator/phase/DISCOVER/step/3",
    },
  },
  coach_revision: {
    category: "coaching",
    item: {
      title: "Your coach asks for a revision",
      content:
        'Reviewed by your coach: "Your price is missing. Add what you will charge and why it suits your client."',
      actionLabel: "Open the step",
      actionUrl: "/incubator/phase/DISCOVER/step/4",
    },
  },
  reminder: {
    category: "reminders",
    item: {
      title: "Ready for Your Next Lesson",
      content: "It's been a day since your last lesson. A few minutes today keeps your momentum going.",
      actionLabel: "Continue Learning",
      actionUrl: "/learn",
    },
  },
  weekly_report: {
    category: "weekly_report",
    item: {
      title: "Weekly Progress Report",
      content:
        'This week: 4 videos watched, 3-day streak, progress +12% (now 48%). Next up: "Pricing your first offer".',
      actionLabel: "Continue Learning",
      actionUrl: "/learn",
    },
  },
  announcement: {
    category: "announcements",
    item: {
      title: "New Lessons on Pricing",
      content: "Five short lessons on setting your first prices are in the catalogue now.",
      actionLabel: "Browse Catalogue",
      actionUrl: "/catalogue",
    },
  },
  dispute: {
    category: "coaching",
    item: {
      title: 'Maya disputes your verdict on "Define your ideal client"',
      content: '"My answer names the age group and the city they live in; I think it meets the first criterion."',
      actionLabel: "Open the review queue",
      actionUrl: "/admin/incubator?tab=reviews",
    },
  },
  cohort_nudge: {
    category: "reminders",
    item: {
      title: "Validate is due in 2 days",
      content:
        "Validate is due on Sunday, 13 December at 23:59. Finish its steps to stay on track with Spring Founders.",
      actionLabel: "Open the roadmap",
      actionUrl: "/incubator",
    },
  },
  coach_summary: {
    category: "weekly_report",
    item: {
      title: "Your Spring Founders learners this week",
      content:
        "Behind (2): Maya Lopez, Sam Okoro.\nDid not check in last week (1): Sam Okoro.\nOpen reviews (3): Maya Lopez (2), Lee Chen (1).",
      actionLabel: "Open the review queue",
      actionUrl: "/admin/incubator?tab=reviews",
    },
  },
};

/** Maya's session with her coach, as features/session-notices writes it: in her zone, Berlin. */
const SESSION: SessionDetails = {
  role: "learner",
  withName: "Sam Okoro",
  when: "Tuesday 10 March 2026, 14:00-15:00 (Europe/Berlin)",
  previously: null,
  meetingLink: "https://meet.example.test/sam-okoro",
  topic: "My pricing page: which of my two offers should lead?",
  changedBy: null,
  reason: null,
};

const SESSIONS: Record<SessionEmailKind, SessionDetails> = {
  session_invitation: SESSION,
  session_moved: {
    ...SESSION,
    when: "Thursday 12 March 2026, 15:00-16:00 (Europe/Berlin)",
    previously: "Tuesday 10 March 2026, 14:00-15:00 (Europe/Berlin)",
    changedBy: "Sam Okoro",
    reason: "I am at a workshop on Tuesday afternoon.",
  },
  session_cancelled: { ...SESSION, changedBy: "Sam Okoro", reason: "I am ill this week: book another time, please." },
  session_reminder: SESSION,
};

const footer = (topicLabel: string, appUrl: string): EmailFooter => ({
  unsubscribeUrl: new URL("/unsubscribe?token=sample-token", appUrl).href,
  topicLabel,
  settingsUrl: new URL("/profile#notifications", appUrl).href,
});

/** Realistic props for each kind of email, links made against `appUrl`. */
export function sampleEmail(kind: EmailKind, appUrl: string): EmailProps {
  switch (kind) {
    case "digest":
      return {
        kind,
        name: NAME,
        rhythm: "daily",
        timeZone: "Europe/Berlin",
        items: [
          { ...ITEMS.reminder, at: "2026-12-01T08:30:00.000Z", label: EMAIL_CATEGORY_LABELS.reminders },
          {
            item: {
              title: "Complete Your Profile",
              content: "Add your goals so SoloSensei can recommend the right lessons for you.",
              actionLabel: "Complete Profile",
              actionUrl: "/profile",
            },
            at: "2026-12-01T12:00:00.000Z",
            label: EMAIL_CATEGORY_LABELS.reminders,
          },
          { ...ITEMS.announcement, at: "2026-12-01T16:45:00.000Z", label: EMAIL_CATEGORY_LABELS.announcements },
        ].map(({ item, at, label }) => ({ ...toLinkedItem(item, appUrl), categoryLabel: label, at })),
        footer: footer("The daily digest", appUrl),
        appUrl,
      };
    case "verify_email":
      return { kind, name: NAME, link: new URL("/verify-email?oobCode=sample-code", appUrl).href, appUrl };
    case "password_reset":
      return { kind, name: NAME, link: new URL("/reset-password?token=sample-token", appUrl).href, appUrl };
    case "cohort_invitation":
      return {
        kind,
        name: NAME,
        link: new URL("/join?invitation=sample-token", appUrl).href,
        appUrl,
        cohortName: "Spring founders 2027",
      };
    case "session_invitation":
    case "session_moved":
    case "session_cancelled":
    case "session_reminder":
      return { kind, name: NAME, link: new URL("/sessions", appUrl).href, appUrl, session: SESSIONS[kind] };
    default: {
      const { category, item } = ITEMS[kind];
      return {
        kind,
        name: NAME,
        item: toLinkedItem(item, appUrl),
        footer: footer(EMAIL_CATEGORY_LABELS[category], appUrl),
        appUrl,
      };
    }
  }
}
