import type { Activity } from "@contract/activity";
import type { AssessmentSummaryEntry } from "@contract/assessment";
import type { AdditionalVideo, LearningPath } from "@contract/learning";
import type { Profile } from "@contract/profile";
import { formatDay } from "@contract/relative-time";
import { csvText, type CsvCell } from "@/lib/csv";

/** Everything the User Summary dialog shows, and the CSV export writes. */
export interface UserSummaryData {
  user: { id: string; username: string; name: string; email: string };
  /** Null when the user has no profile yet. */
  profile: Profile | null;
  skills: readonly AssessmentSummaryEntry[];
  learningPaths: readonly LearningPath[];
  additionalVideos: readonly AdditionalVideo[];
  /** Newest first. */
  activities: readonly Activity[];
}

/** 10 activities in the CSV (5 on screen). */
export const CSV_ACTIVITY_COUNT = 10;

/**
 * The CSV: sections profile, skills, learning paths, additional videos and the
 * 10 most recent activities, each a title row, a header row and its rows, a blank row between.
 * Cells that a spreadsheet would run as a formula (starting with = + - @) are escaped.
 */
export async function userSummaryCsv(data: UserSummaryData): Promise<string> {
  const { user, profile } = data;
  const section = (title: string, header: CsvCell[], rows: CsvCell[][]): CsvCell[][] => [[title], header, ...rows];
  const rows: CsvCell[][] = [
    ...section(
      "Profile",
      ["Field", "Value"],
      [
        ["User ID", user.id],
        ["Username", user.username],
        ["Name", user.name],
        ["Email", user.email],
        ["Current Level", profile?.currentLevel ?? ""],
        ["Assessment Completed", profile ? (profile.assessmentCompleted ? "Yes" : "No") : ""],
        ["Preferred Learning Style", profile?.preferredLearningStyle ?? ""],
        ["Goals", profile?.goals.join("; ") ?? ""],
      ],
    ),
    [],
    ...section(
      "Skills",
      ["Category", "Name", "Level", "Score (%)"],
      data.skills.map((skill) => [skill.category, skill.name, skill.level, skill.score]),
    ),
    [],
    ...section(
      "Learning Paths",
      ["Title", "Watched Videos", "Total Videos", "Progress (%)"],
      data.learningPaths.map((path) => [path.title, path.watchedVideos, path.totalVideos, path.progressPercentage]),
    ),
    [],
    ...section(
      "Additional Videos",
      ["Title", "Skill Category", "Watched At"],
      data.additionalVideos.map((video) => [video.title, video.skillCategory, video.watchedAt]),
    ),
    [],
    ...section(
      "Recent Activities",
      ["Date", "Type", "Title"],
      data.activities
        .slice(0, CSV_ACTIVITY_COUNT)
        .map((activity) => [activity.createdAt, activity.type, activity.title]),
    ),
  ];
  return csvText(rows);
}

/** `solosensei_user_{username}_{yyyy-mm-dd}.csv` (docs/decisions/041-admin-users-and-audit-trail.md), dated in the admin's own day. */
export function userSummaryFileName(username: string, now: Date): string {
  return `solosensei_user_${username}_${formatDay(now)}.csv`;
}
