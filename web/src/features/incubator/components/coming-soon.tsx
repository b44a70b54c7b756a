import { Page } from "@/components/page";

/** What a learner sees on /incubator while it is closed. */
export function ComingSoon() {
  return (
    <Page title="Incubator Coming Soon" subtitle="A guided roadmap to build your business, step by step.">
      <div className="card bg-base-100 shadow-sm">
        <div className="card-body">
          <p>The Incubator is being prepared for you. What to expect:</p>
          <ul className="list-disc pl-6">
            <li>6 structured phases, from discovering your opportunity to growing your business</li>
            <li>AI feedback on every answer you write</li>
            <li>Badges and XP as you complete each phase</li>
            <li>Personalised video recommendations for each step</li>
          </ul>
        </div>
      </div>
    </Page>
  );
}
