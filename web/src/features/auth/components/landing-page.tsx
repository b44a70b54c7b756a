import { useState } from "react";
import { Brand } from "@/components/brand";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

const PILLARS = [
  { name: "SHAPE", text: "Turn your skills into a clear offer", color: "bg-shape" },
  { name: "SHOW", text: "Make your work visible", color: "bg-show" },
  { name: "SELL", text: "Turn interest into income", color: "bg-sell" },
  { name: "SERVE", text: "Deliver like a pro", color: "bg-serve" },
];

export function LandingPage() {
  const [tab, setTab] = useState<"signin" | "signup">("signin");
  return (
    <main className="min-h-dvh bg-base-200 px-4 py-8">
      <div className="mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-2">
        <section className="flex flex-col gap-4">
          <Brand />
          <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">
            Learn, practise and grow your one-person business.
          </h1>
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
        <section className="card bg-base-100 shadow-md">
          <div className="card-body">
            <div role="tablist" className="tabs tabs-box mb-2">
              <button
                type="button"
                role="tab"
                id="tab-signin"
                aria-selected={tab === "signin"}
                aria-controls="panel-auth"
                className={`tab flex-1 ${tab === "signin" ? "tab-active" : ""}`}
                onClick={() => setTab("signin")}
              >
                Sign In
              </button>
              <button
                type="button"
                role="tab"
                id="tab-signup"
                aria-selected={tab === "signup"}
                aria-controls="panel-auth"
                className={`tab flex-1 ${tab === "signup" ? "tab-active" : ""}`}
                onClick={() => setTab("signup")}
              >
                Sign Up
              </button>
            </div>
            <div id="panel-auth" role="tabpanel" aria-labelledby={tab === "signin" ? "tab-signin" : "tab-signup"}>
              {tab === "signin" ? <SignInForm /> : <SignUpForm />}
            </div>
          </div>
        </section>
      </div>
    </main>
  );
}
