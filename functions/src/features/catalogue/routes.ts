import { curatedVideoListSchema } from "../../contract/learning";
import { defineRoute } from "../../http/define-route";
import * as service from "./service";

export const catalogueRoutes = [
  defineRoute({
    method: "get",
    path: "/curated-videos",
    access: "user",
    response: curatedVideoListSchema,
    handler: () => service.listCuratedVideos(),
  }),
];
