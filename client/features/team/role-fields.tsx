import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { ROLE_LABELS } from '@shared/constants/roles';
import { MANAGER_ROLES, TEAM_ROLES, TEAM_ROLE_HINTS, TEAM_ROLE_LABELS, type TeamRole } from '@shared/constants/team';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface RoleFieldValues extends FieldValues {
  role: TeamRole;
  managerRole: 'team_lead' | 'hr_manager';
}

/** Team role, with what it grants on the platform, and which manager role a manager is. */
export function RoleFields<V extends RoleFieldValues>({ control, role, idPrefix }: { control: Control<V>; role: TeamRole; idPrefix: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-role`}>Role</Label>
        <Controller
          control={control}
          name={'role' as Path<V>}
          render={({ field }) => (
            <Select value={field.value as string} onValueChange={field.onChange}>
              <SelectTrigger id={`${idPrefix}-role`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TEAM_ROLES.map((r) => (
                  <SelectItem key={r} value={r}>
                    {TEAM_ROLE_LABELS[r]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <p className="text-xs text-muted-foreground" data-testid={`${idPrefix}-role-hint`}>
          {TEAM_ROLE_HINTS[role]}
        </p>
      </div>
      {role === 'manager' && (
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-manager-role`}>Manager role</Label>
          <Controller
            control={control}
            name={'managerRole' as Path<V>}
            render={({ field }) => (
              <Select value={field.value as string} onValueChange={field.onChange}>
                <SelectTrigger id={`${idPrefix}-manager-role`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {MANAGER_ROLES.map((r) => (
                    <SelectItem key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
      )}
    </div>
  );
}
