import { useState } from "react";
import { takeNotice } from "@/lib/next-page-notice";
import { Brand } from "@/components/brand";
import { AuthForms } from "./auth-forms";

const PILLARS = [
  { name: "SHAPE", text: "Turn your skills into a clear offer", color: "bg-shape" },
  { name: "SHOW", text: "Make your work visible", color: "bg-show" },
  { name: "SELL", text: "Turn interest into income", color: "bg-sell" },
  { name: "SERVE", text: "Deliver like a pro", color: "bg-serve" },
];

export function LandingPage() {
  const [notice] = useState(takeNotice);
  return (
    <main className="min-h-dvh bg-base-200 px-4 py-6 md:py-8">
      {/* Phones: the heading, then the form (above the fold), then the pitch. Wider: pitch left, form right. */}
      <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2 md:grid-rows-[auto_1fr] md:items-center md:gap-x-8">
        <section className="flex flex-col gap-3 md:col-start-1 md:row-start-1 md:self-end">
          <Brand />
          <h1 className="text-2xl font-extrabold leading-tight sm:text-4xl">
            Learn, practise and grow your one-person business.
          </h1>
        </section>
        <section className="card bg-base-100 shadow-md md:col-start-2 md:row-span-2 md:row-start-1">
          <div className="card-body">
            {notice === "account-deleted" && (
              <div role="status" className="alert alert-success mb-2">
                <span>
                  <strong>Your account has been deleted.</strong> Your profile, assessment, learning paths, chats and
                  messages are gone.
                </span>
              </div>
            )}
            <AuthForms className="mb-2" />
          </div>
        </section>
        <section
          className="flex flex-col gap-4 md:col-start-1 md:row-start-2 md:self-start"
          aria-label="About SoloSensei"
        >
          <p className="text-base-content/80">
            A skills assessment, personalised video learning paths and an AI coach for freelancers, gig workers and solo
            business owners.
          </p>
          <ul className="grid grid-cols-2 gap-2">
            {PILLARS.map((pillar) => (
              <li key={pillar.name} className="rounded-box bg-base-100 p-3 shadow-sm">
                <span className={`badge ${pillar.color} border-0 font-semibold text-gray-900`}>{pillar.name}</span>
                <p className="mt-1 text-sm">{pillar.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
