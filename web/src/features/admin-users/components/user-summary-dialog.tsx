import type { AdminUser } from "@contract/admin-users";
import { formatAge, formatDate } from "@contract/relative-time";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Modal, ModalCloseRow } from "@/components/modal";
import { PillarBadge } from "@/components/pillar-badge";
import { ProgressBar } from "@/components/progress-bar";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { routePaths } from "@/lib/route-paths";
import { saveFile } from "@/lib/save-file";
import { useUserSummary, type UserSummaryReads } from "../api/get-user-summary";
import { userSummaryCsv, userSummaryFileName } from "../user-summary-csv";
import { AdminHistory } from "./admin-history";
import { LoadingLine } from "@/components/loading-screen";

/** The first 5 activities on screen (10 in the CSV). */
const SCREEN_ACTIVITY_COUNT = 5;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-base-content/75 text-sm">{children}</p>;

const watchedDate = (iso: string) => formatDate(new Date(iso));

function SummaryBody({ summary }: { summary: UserSummaryReads }) {
  const { profile, skills, learningPaths, additionalVideos, activities } = summary;
  const now = new Date();
  return (
    <>
      <Section title="Profile">
        {profile ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">Current level</dt>
            <dd>{profile.currentLevel}</dd>
            <dt className="font-semibold">Assessment completed</dt>
            <dd>{profile.assessmentCompleted ? "Yes" : "No"}</dd>
            <dt className="font-semibold">Preferred learning style</dt>
            <dd>{profile.preferredLearningStyle ?? "Not set"}</dd>
            <dt className="font-semibold">Goals</dt>
            <dd>{profile.goals.length ? profile.goals.join(", ") : "None yet"}</dd>
          </dl>
        ) : (
          <Empty>No profile yet.</Empty>
        )}
      </Section>
      <Section title="Assessment Summary">
        {skills.length ? (
          <ul className="grid gap-2 text-sm">
            {skills.map((skill) => (
              <li key={skill.category} className="grid gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <PillarBadge pillar={skill.category} />
                  <span className="font-semibold">{skill.name}</span>
                  <span className="text-base-content/75 ml-auto">
                    {skill.level} · {skill.score}% confidence
                  </span>
                </div>
                <ProgressBar value={skill.score} label={`${skill.category} confidence`} className="h-1.5" />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No assessment taken yet.</Empty>
        )}
      </Section>
      <Section title="Learning Paths">
        {learningPaths.length ? (
          <ul className="grid gap-2 text-sm">
            {learningPaths.map((path) => (
              <li key={path.id} className="grid gap-1">
                <div className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold">{path.title}</span>
                  <span className="text-base-content/75">
                    {path.watchedVideos}/{path.totalVideos} videos · {path.progressPercentage}%
                  </span>
                </div>
                <ProgressBar value={path.progressPercentage} label={`${path.title} progress`} className="h-1.5" />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No learning paths yet.</Empty>
        )}
      </Section>
      <Section title="Additional Watched Videos">
        {additionalVideos.length ? (
          <ul className="grid gap-1 text-sm">
            {additionalVideos.map((video) => (
              <li key={video.id} className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{video.title}</span>
                <PillarBadge pillar={video.skillCategory} />
                <time className="text-base-content/75 ml-auto" dateTime={video.watchedAt}>
                  {watchedDate(video.watchedAt)}
                </time>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No videos watched outside the learning paths.</Empty>
        )}
      </Section>
      <Section title="Recent Activities">
        {activities.length ? (
          <ul className="grid gap-1 text-sm">
            {activities.slice(0, SCREEN_ACTIVITY_COUNT).map((activity) => (
              <li key={activity.id} className="flex flex-wrap justify-between gap-2">
                <span>{activity.title}</span>
                <time className="text-base-content/75" dateTime={activity.createdAt}>
                  {formatAge(new Date(activity.createdAt), now)}
                </time>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No activity yet.</Empty>
        )}
      </Section>
    </>
  );
}

/** What the learner has done, this user's admin history and the CSV export. */
export function UserSummaryDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const summary = useUserSummary(user.id);

  const exportCsv = async () => {
    if (!summary.data) return;
    const name = userSummaryFileName(user.username, new Date());
    try {
      const csv = await userSummaryCsv({ user, ...summary.data });
      saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), name);
      notify.success("CSV exported", name);
    } catch (error) {
      // The CSV writer's chunk did not load (offline, or a new version deployed meanwhile).
      notify.error("Export failed", errorMessage(error, "Please try again."));
    }
  };

  return (
    <Modal open title={`User Summary: ${user.name || user.username}`} onClose={onClose} className="max-w-2xl">
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-base-content/75 text-sm break-all">
            {user.username} · {user.email || "No email"}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to={routePaths.adminLearnerIncubator(user.id)} className="btn btn-outline btn-sm">
              Incubator work
            </Link>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={!summary.isSuccess}
              onClick={() => void exportCsv()}
            >
              CSV export
            </button>
          </div>
        </div>
        {summary.isPending && <LoadingLine text="Loading summary..." />}
        {summary.isError && (
          <p className="text-error" role="alert">
            {errorMessage(summary.error, "The summary could not be loaded.")}
          </p>
        )}
        {summary.isSuccess && <SummaryBody summary={summary.data} />}
        <Section title="Admin History">
          <AdminHistory userId={user.id} />
        </Section>
        <ModalCloseRow onClose={onClose} className="mt-0" />
      </div>
    </Modal>
  );
}
