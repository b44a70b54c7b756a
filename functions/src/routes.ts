import { accountRoutes } from "./features/account/routes";
import { assessmentRoutes } from "./features/assessment/routes";
import { authRoutes } from "./features/auth/routes";
import { adminVideoRoutes } from "./features/admin-videos/routes";
import { catalogueRoutes } from "./features/catalogue/routes";
import { chatRoutes } from "./features/chat/routes";
import { coachHoursRoutes } from "./features/coach-hours/routes";
import { cohortAdminRoutes } from "./features/cohorts/routes";
import { cohortDashboardRoutes } from "./features/cohort-dashboard/routes";
import { cohortWeekRoutes } from "./features/cohort-week/routes";
import { coachSessionRoutes } from "./features/coach-sessions/routes";
import { emailRoutes } from "./features/email/routes";
import { previewRoutes } from "./features/email/preview-routes";
import { incubatorAdminRoutes } from "./features/incubator-admin/routes";
import { incubatorCoachRoutes } from "./features/incubator-coach/routes";
import { incubatorInsightsRoutes } from "./features/incubator-insights/routes";
import { incubatorRoutes } from "./features/incubator/routes";
import { learningRoutes } from "./features/learning/routes";
import { liveRoutes } from "./features/live/routes";
import { messageRoutes } from "./features/messages/routes";
import { adminMessageRoutes } from "./features/admin-messages/routes";
import { sessionRoutes } from "./features/sessions/routes";
import { profileRoutes } from "./features/profile/routes";
import { systemRoutes } from "./features/system/routes";
import { tutorConfigRoutes } from "./features/tutor-config/routes";
import { adminUserRoutes } from "./features/admin-users/routes";
import { cohortEnrolmentRoutes } from "./features/cohort-enrolment/routes";
import type { RouteDefinition } from "./http/define-route";

/** Every feature's routes, mounted under /api. */
export const routes: RouteDefinition[] = [
  ...systemRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...assessmentRoutes,
  ...accountRoutes,
  ...chatRoutes,
  ...tutorConfigRoutes,
  ...messageRoutes,
  ...adminMessageRoutes,
  ...emailRoutes,
  ...previewRoutes,
  ...learningRoutes,
  ...liveRoutes,
  ...catalogueRoutes,
  ...adminUserRoutes,
  ...adminVideoRoutes,
  ...incubatorRoutes,
  ...incubatorCoachRoutes,
  ...incubatorInsightsRoutes,
  ...incubatorAdminRoutes,
  ...cohortAdminRoutes,
  ...cohortEnrolmentRoutes,
  ...cohortDashboardRoutes,
  ...cohortWeekRoutes,
  ...sessionRoutes,
  ...coachHoursRoutes,
  ...coachSessionRoutes,
];
