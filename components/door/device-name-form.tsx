"use client";

import { useCallback } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { call } from "@/lib/http/client";
import { saveDevice, type DeviceRecord } from "@/lib/door/client/store";
import { DEVICE_ROUTES } from "@/lib/staff/api";
import { DEVICE_NAME_MAX, deviceNameRequest, type DeviceNameInput } from "@/lib/staff/resource";
import { FormError } from "../account/form-error";
import { useApiForm } from "../account/use-api-form";
import { FormField, SubmitButton } from "../forms/form-field";
import { useT } from "../locale-provider";

/**
 * Which device this session is, as the server says (the id the scans carry, the name given it),
 * stored on the device when it has a name; "signedOut" when the server knows no such session,
 * null when it cannot be asked (no network).
 */
export function useServerDevice() {
  return useCallback(async (): Promise<
    { deviceId: string; name: string | null } | "signedOut" | null
  > => {
    try {
      const answer = await call(DEVICE_ROUTES.get, {});
      if (answer.status === "UNAUTHORIZED" || answer.status === "FORBIDDEN") return "signedOut";
      if (answer.status !== "OK") return null;
      const { deviceId, name } = answer.payload;
      if (name) await saveDevice({ deviceId, name });
      return { deviceId, name };
    } catch {
      return null;
    }
  }, []);
}

/** Gives the session's device a name; the device as stored, or null when it could not. */
export async function nameServerDevice(name: string): Promise<DeviceRecord | null> {
  try {
    const answer = await call(DEVICE_ROUTES.name, { body: { name } });
    if (answer.status !== "OK") return null;
    const device = { deviceId: answer.payload.deviceId, name: answer.payload.name ?? name };
    await saveDevice(device);
    return device;
  } catch {
    return null;
  }
}

/** The first time a device is signed in: its name ("Gate 2 phone"), as the console lists it. */
export function DeviceNameForm({
  deviceId,
  onNamed,
}: {
  deviceId: string;
  onNamed: (device: DeviceRecord) => void;
}) {
  const { t } = useT();
  const { send, formError } = useApiForm();
  const form = useForm<DeviceNameInput>({
    resolver: zodResolver(deviceNameRequest),
    defaultValues: { name: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: DeviceNameInput) {
    const answer = await send(DEVICE_ROUTES.name, { body: values });
    if (!answer) return;
    const device = {
      deviceId: answer.payload.deviceId || deviceId,
      name: answer.payload.name ?? values.name,
    };
    await saveDevice(device);
    onNamed(device);
  }

  return (
    <section aria-labelledby="door-device" className="card p-6">
      <h2 id="door-device" className="text-xl font-bold">
        {t("door.deviceName.heading")}
      </h2>
      <p className="mt-2 text-ink-soft">{t("door.deviceName.intro")}</p>
      <form className="mt-4 space-y-4" noValidate onSubmit={form.handleSubmit(onValid)}>
        <FormField
          label={t("door.deviceName.label")}
          registration={form.register("name")}
          error={errors.name}
          placeholder={t("door.deviceName.placeholder")}
          maxLength={DEVICE_NAME_MAX}
        />
        <FormError message={formError} />
        <SubmitButton
          busy={isSubmitting}
          label={t("door.deviceName.save")}
          busyLabel={t("door.deviceName.saving")}
        />
      </form>
    </section>
  );
}
