"use client";

import { useEffect } from "react";
import { registerProgramWorker } from "@/lib/program/client/worker";

/** Keeps the program readable without a network once loaded (see public/program-sw.js). */
export function ProgramOffline() {
  useEffect(() => registerProgramWorker(), []);
  return null;
}
