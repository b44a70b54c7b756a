import { useState } from "react";
import { Tabs } from "@/components/tabs";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

const AUTH_TABS = [
  { id: "signin", label: "Sign In" },
  { id: "signup", label: "Sign Up" },
] as const;
type AuthTab = (typeof AUTH_TABS)[number]["id"];

/** Sign in or sign up, as tabs: the landing page's, and an invitation page's (which starts on sign-up). */
export function AuthForms({ initial = "signin", className = "" }: { initial?: AuthTab; className?: string }) {
  const [tab, setTab] = useState<AuthTab>(initial);
  return (
    <Tabs
      label="Sign in or sign up"
      tabs={AUTH_TABS}
      selected={tab}
      onSelect={setTab}
      className={className}
      tabClassName="flex-1"
    >
      {tab === "signin" ? <SignInForm /> : <SignUpForm />}
    </Tabs>
  );
}
