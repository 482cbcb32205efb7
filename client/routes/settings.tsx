import { ApiTokensCard } from '@/features/api-tokens/api-tokens-card';
import { PasswordForm } from '@/features/settings/password-form';
import { ProfileForm } from '@/features/settings/profile-form';
import { RoleCard } from '@/features/settings/role-card';
import { DeviceSettingsCard } from '@/features/shell/device-settings-card';
import { useCurrentUser } from '@/lib/auth';

export function SettingsPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">Your profile, password, role, API tokens and display preferences.</p>
      </div>
      <ProfileForm user={user} />
      <PasswordForm />
      <RoleCard role={user.role} />
      <ApiTokensCard />
      <DeviceSettingsCard />
    </div>
  );
}

export default SettingsPage;
