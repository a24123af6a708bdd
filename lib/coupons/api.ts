import { z } from "zod";
import { idSchema } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";
import { apiRoute } from "../http/route-contract";
import { couponAnswer, couponChangesRequest, newCouponRequest } from "./resource";

// The organiser API's coupon routes: the list, a new coupon, and edits.

const couponParams = z.object({ couponId: idSchema(ruleMessage("validation.ids.coupon")) });

export const COUPON_ROUTES = {
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/coupons",
    answer: z.array(couponAnswer),
  }),
  create: apiRoute({
    method: "POST",
    path: "/api/admin/v1/coupons",
    body: newCouponRequest,
    answer: couponAnswer,
    status: "CREATED",
  }),
  update: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/coupons/{couponId}",
    params: couponParams,
    body: couponChangesRequest,
    answer: couponAnswer,
  }),
};
