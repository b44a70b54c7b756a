import { PILLARS, PILLAR_INFO } from "@contract/pillars";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { LoadingScreen } from "@/components/loading-screen";
import { Page, PageLink } from "@/components/page";
import { RecommendationsCard } from "@/components/recommendations-card";
import { PILLAR_BG, ProgressBar } from "@/components/progress-bar";
import { SectionCard } from "@/components/section-card";
import { useLive } from "@/lib/live-query";
import { useSessionUser } from "@/lib/session-user";
import { routePaths } from "@/lib/route-paths";
import { OverallProgressCard } from "./overall-progress";

export const HOME_RECOMMENDATIONS = 3;

export interface HomePageProps {
  /** The collapsible, scrolling inbox card of the messages feature (app/ composes it in). */
  messagesPanel: ReactNode;
  /** A cohort member's "This week" card (app/ composes it in; it draws nothing outside a cohort). */
  weekCard?: ReactNode;
  /** The open action items of the learner's coaching sessions (app/ composes it in; nothing when none). */
  actionItemsCard?: ReactNode;
  /** Opens the assessment for a retake. */
  onRetakeAssessment?: () => void;
}

function PerformanceProfile({
  entries,
  onRetakeAssessment,
}: Pick<HomePageProps, "onRetakeAssessment"> & { entries: { pillar: string; progressPercentage: number }[] }) {
  return (
    <SectionCard
      title="Performance Profile"
      description="My confidence level in each success pillar"
      bodyClassName="gap-4"
    >
      <ul className="flex flex-col gap-3">
        {PILLARS.map((pillar) => {
          const value = entries.find((entry) => entry.pillar === pillar)?.progressPercentage ?? 0;
          return (
            <li key={pillar} className="flex flex-col gap-1">
              <div className="flex justify-between gap-2 text-sm">
                <span>
                  <span className="font-semibold">{pillar}</span>{" "}
                  <span className="text-base-content/70">{PILLAR_INFO[pillar].tagline}</span>
                </span>
                <span className="font-semibold">{value}%</span>
              </div>
              <ProgressBar value={value} label={`${pillar} confidence`} colorClass={PILLAR_BG[pillar]} />
            </li>
          );
        })}
      </ul>
      {onRetakeAssessment && (
        <button type="button" className="btn btn-ghost btn-sm self-start" onClick={onRetakeAssessment}>
          Retake Assessment
        </button>
      )}
    </SectionCard>
  );
}

/** The home view. */
export function HomePage({ messagesPanel, weekCard, actionItemsCard, onRetakeAssessment }: HomePageProps) {
  const user = useSessionUser();
  const { status, data: entries } = useLive("skillProgress");
  if (status === "loading") return <LoadingScreen text="Loading your profile..." />;
  return (
    <Page
      title="Welcome Back!"
      subtitle="Let's help you thrive as a solopreneur!"
      actions={user.role === "admin" && <PageLink to={routePaths.admin}>Admin Page</PageLink>}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {weekCard && <div className="empty:hidden md:col-span-2">{weekCard}</div>}
        {actionItemsCard && <div className="empty:hidden md:col-span-2">{actionItemsCard}</div>}
        <OverallProgressCard />
        <SectionCard title="Quick Actions">
          <div className="flex flex-wrap gap-2">
            <Link to={routePaths.learn} className="btn btn-primary">
              Start Learning
            </Link>
            <Link to={routePaths.chat} className="btn btn-outline">
              Chat with AI Tutor
            </Link>
            <Link to={routePaths.sessions} className="btn btn-outline">
              My sessions
            </Link>
          </div>
        </SectionCard>
        <div className="md:col-span-2">{messagesPanel}</div>
        <PerformanceProfile entries={entries} onRetakeAssessment={onRetakeAssessment} />
        <RecommendationsCard limit={HOME_RECOMMENDATIONS} />
      </div>
    </Page>
  );
}
