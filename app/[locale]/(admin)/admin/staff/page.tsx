import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { StaffAddForm } from "@/components/admin/staff-add-form";
import { StaffList } from "@/components/admin/staff-list";
import { staffOf } from "@/lib/staff/resource";
import { staffList } from "@/lib/staff/team";

export const metadata = consoleMetadata("Staff");

async function Staff() {
  const staff = (await staffList()).map(staffOf);
  const devices = staff.reduce((n, m) => n + m.devices.length, 0);
  return (
    <div className="space-y-6">
      <p role="status" className="text-ink-soft">
        {staff.length === 1 ? "1 staff account" : `${staff.length} staff accounts`},{" "}
        {devices === 1 ? "1 device signed in" : `${devices} devices signed in`}.
      </p>
      <section aria-labelledby="staff-accounts-heading" className="space-y-4">
        <h2 id="staff-accounts-heading" className="text-xl font-bold">
          Staff accounts
        </h2>
        <StaffList staff={staff} />
      </section>
      <StaffAddForm />
    </div>
  );
}

export default function AdminStaffPage() {
  return (
    <ConsolePage
      heading="Staff"
      gap={2}
      path="/admin/staff"
      intro={
        <p className="mb-6 max-w-prose text-ink-soft">
          The door team. Each device a staff member signs in on is listed by the name the door app
          gave it; sign out a lost phone here, or disable the account.
        </p>
      }
    >
      <Staff />
    </ConsolePage>
  );
}
