import {
  cohortInvitationSchema,
  cohortMemberParamsSchema,
  cohortParamsSchema,
  ENROLMENT_BODY_LIMIT,
  enrolledMemberPageSchema,
  enrolmentReportSchema,
  enrolmentRequestSchema,
  invitationParamsSchema,
  joinCodeSchema,
  joinCohortRequestSchema,
  joinCohortResponseSchema,
  memberChangeResponseSchema,
  memberPageQuerySchema,
  moveMemberRequestSchema,
  setJoinCodeRequestSchema,
} from "../../contract/cohorts/enrolment";
import { defineRoute } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import { appUrl } from "../../lib/params";
import * as joining from "./joining";
import * as service from "./service";

const clock = systemClock;
const deps = () => ({ clock, appUrl: appUrl.value() });

/**
 * Enrolment in a cohort: the CSV's dry run and its confirmation, the join code, the members'
 * list, moving and removing one (admins); an invitation's page (public) and joining (learners).
 */
export const cohortEnrolmentRoutes = [
  defineRoute({
    method: "post",
    path: "/admin/cohorts/:cohortId/enrolment/check",
    access: "admin",
    params: cohortParamsSchema,
    body: enrolmentRequestSchema,
    bodyLimit: ENROLMENT_BODY_LIMIT,
    response: enrolmentReportSchema,
    handler: ({ params, body }) => service.checkRows(params.cohortId, body.rows, clock),
  }),
  defineRoute({
    method: "post",
    path: "/admin/cohorts/:cohortId/enrolment",
    access: "admin",
    params: cohortParamsSchema,
    body: enrolmentRequestSchema,
    bodyLimit: ENROLMENT_BODY_LIMIT,
    response: enrolmentReportSchema,
    handler: ({ session, params, body }) => service.confirmRows(session.uid, params.cohortId, body.rows, deps()),
  }),
  defineRoute({
    method: "get",
    path: "/admin/cohorts/:cohortId/join-code",
    access: "admin",
    params: cohortParamsSchema,
    response: joinCodeSchema,
    handler: ({ params }) => joining.readJoinCode(params.cohortId, clock),
  }),
  defineRoute({
    method: "put",
    path: "/admin/cohorts/:cohortId/join-code",
    access: "admin",
    params: cohortParamsSchema,
    body: setJoinCodeRequestSchema,
    response: joinCodeSchema,
    handler: ({ session, params, body }) => joining.setJoinCode(session.uid, params.cohortId, body, clock),
  }),
  defineRoute({
    method: "get",
    path: "/admin/cohorts/:cohortId/enrolment/members",
    access: "admin",
    params: cohortParamsSchema,
    query: memberPageQuerySchema,
    response: enrolledMemberPageSchema,
    handler: ({ params, query }) => service.listMembers(params.cohortId, query.after),
  }),
  defineRoute({
    method: "post",
    path: "/admin/cohorts/:cohortId/members/:uid/move",
    access: "admin",
    params: cohortMemberParamsSchema,
    body: moveMemberRequestSchema,
    response: memberChangeResponseSchema,
    handler: ({ session, params, body }) =>
      service.moveToCohort(session.uid, params.cohortId, params.uid, body.toCohortId, clock),
  }),
  defineRoute({
    method: "delete",
    path: "/admin/cohorts/:cohortId/members/:uid",
    access: "admin",
    params: cohortMemberParamsSchema,
    response: memberChangeResponseSchema,
    handler: ({ session, params }) => service.removeFromCohort(session.uid, params.cohortId, params.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/cohort-invitations/:token",
    access: "public",
    params: invitationParamsSchema,
    response: cohortInvitationSchema,
    handler: ({ params }) => joining.showInvitation(params.token, clock),
  }),
  defineRoute({
    method: "post",
    path: "/cohort/join",
    access: "user",
    body: joinCohortRequestSchema,
    response: joinCohortResponseSchema,
    handler: ({ session, body }) => joining.joinCohort(session.uid, body, clock),
  }),
];
