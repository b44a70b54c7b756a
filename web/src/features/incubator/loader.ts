import type { User } from "@contract/auth";
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { incubatorAccessQuery, mayUseIncubator } from "./api/get-access";
import { overviewQuery } from "./api/get-overview";
import { phaseStepsQuery } from "./api/get-phase-steps";
import { planQuery } from "./api/get-plan";
import { stepQuery } from "./api/get-step";

/** The shell's: for a learner, whether the Incubator is open (the nav item reads it). */
export const incubatorAccessFirst = (client: QueryClient, user: User) =>
  user.role === "admin" ? Promise.resolve() : client.prefetchQuery(incubatorAccessQuery);

/** An Incubator view's loader: its answer is asked for once the user may use the Incubator (a learner's wait for the switch). */
const whenOpen =
  <T, K extends QueryKey>(options: (params: Params) => FetchQueryOptions<T, Error, T, K>) =>
  async (client: QueryClient, user: User, params: Params) => {
    if (await mayUseIncubator(client, user)) await client.prefetchQuery(options(params));
  };

export const roadmapFirst = whenOpen(() => overviewQuery);
export const planFirst = whenOpen(() => planQuery);
export const phaseFirst = whenOpen((params) => phaseStepsQuery(params.phaseKey ?? ""));
export const stepFirst = whenOpen((params) => stepQuery(params.stepId ?? ""));
