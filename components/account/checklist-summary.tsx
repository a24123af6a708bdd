"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { call } from "@/lib/http/client";
import { REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import { thingsToDo, type ThingsToDo } from "@/lib/requirements/things-to-do";
import { checklistPath, thingsToDoLine } from "@/lib/requirements/things-to-do-words";
import { useT } from "../locale-provider";

/**
 * After booking: how many things the booked booth still needs and by when ("3 things to do
 * before January 16"), with the way to the profile's checklist. Nothing when the event asks
 * nothing of its vendors, or the checklist cannot be read.
 */
export function ChecklistSummary({ orderId }: { orderId: number }) {
  const { t, locale, href } = useT();
  const [todo, setTodo] = useState<ThingsToDo | null>(null);

  useEffect(() => {
    let active = true;
    call(REQUIREMENT_ROUTES.checklist, {})
      .then((answer) => {
        if (!active || answer.status !== "OK") return;
        const order = answer.payload.orders.find((o) => o.orderId === orderId);
        if (order)
          setTodo(
            thingsToDo(
              { items: order.requirements, paidInFull: order.paidInFull },
              order.balanceDueDate,
            ),
          );
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [orderId]);

  if (!todo) return null;
  return (
    <p
      className="rounded-lg bg-amber-50 p-4 font-semibold text-amber-900"
      data-testid="things-to-do"
    >
      {thingsToDoLine(todo, locale)}{" "}
      <Link href={href(checklistPath(orderId))} className="underline">
        {t("checklist.seeChecklist")}
      </Link>
    </p>
  );
}
