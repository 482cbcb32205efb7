import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, Loader2 } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { COACHING_GOALS, ONBOARDING_MESSAGES, ORGANIZATION_INDUSTRIES, ORGANIZATION_SIZES, organizationSizeLabel } from '@shared/constants/onboarding';
import { type OrganizationInput, type OrganizationValues, organizationInput } from '@shared/schemas/organizations';
import { Button } from '@/components/ui/button';
import { CheckChips } from '@/components/ui/check-chips';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const FIELDS = ['name', 'domain', 'industry', 'size', 'description', 'coachingGoals'] as const;

export function OrganizationForm({ onCreated }: { onCreated(): void }) {
  const form = useForm<OrganizationInput, unknown, OrganizationValues>({
    resolver: zodResolver(organizationInput),
    defaultValues: { name: '', domain: '', industry: undefined, size: undefined, description: '', coachingGoals: [] },
  });
  const goals = useWatch({ control: form.control, name: 'coachingGoals' }) ?? [];
  const create = trpc.organizations.create.useMutation({
    onSuccess: () => {
      toast({ ...ONBOARDING_MESSAGES.organization.success });
      onCreated();
    },
    onError: (error) => {
      toast({ ...ONBOARDING_MESSAGES.organization.failure, variant: 'destructive' });
      for (const [field, message] of Object.entries(fieldIssues(error))) {
        const name = FIELDS.find((f) => f === field);
        if (name) form.setError(name, { message });
      }
    },
  });
  const { errors } = form.formState;
  const invalid = (field: (typeof FIELDS)[number]) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `org-${field}-error` } : {});

  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
      <div className="grid gap-2">
        <Label htmlFor="org-name">Organization name</Label>
        <Input id="org-name" placeholder="Acme Corporation" autoComplete="organization" {...invalid('name')} {...form.register('name')} />
        <FieldError id="org-name-error" message={errors.name?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="org-domain">Company domain (optional)</Label>
        <Input id="org-domain" placeholder="acme.com" {...invalid('domain')} {...form.register('domain')} />
        <FieldError id="org-domain-error" message={errors.domain?.message} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="org-industry">Industry</Label>
          <Controller
            control={form.control}
            name="industry"
            render={({ field }) => (
              <Select value={field.value ?? ''} onValueChange={field.onChange}>
                <SelectTrigger id="org-industry" {...invalid('industry')}>
                  <SelectValue placeholder="Select industry" />
                </SelectTrigger>
                <SelectContent>
                  {ORGANIZATION_INDUSTRIES.map((industry) => (
                    <SelectItem key={industry} value={industry}>
                      {industry}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="org-industry-error" message={errors.industry?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="org-size">Organization size</Label>
          <Controller
            control={form.control}
            name="size"
            render={({ field }) => (
              <Select value={field.value ?? ''} onValueChange={field.onChange}>
                <SelectTrigger id="org-size" {...invalid('size')}>
                  <SelectValue placeholder="Select size" />
                </SelectTrigger>
                <SelectContent>
                  {ORGANIZATION_SIZES.map((size) => (
                    <SelectItem key={size} value={size}>
                      {organizationSizeLabel(size)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="org-size-error" message={errors.size?.message} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="org-description">Description (optional)</Label>
        <Textarea id="org-description" rows={3} placeholder="What does your organization do, and what should coaching achieve?" {...invalid('description')} {...form.register('description')} />
        <FieldError id="org-description-error" message={errors.description?.message} />
      </div>
      <div className="grid gap-2">
        <p className="text-sm leading-none font-medium">Coaching goals</p>
        <Controller
          control={form.control}
          name="coachingGoals"
          render={({ field }) => (
            <CheckChips label="Coaching goals" options={COACHING_GOALS} value={field.value ?? []} onChange={field.onChange} invalid={Boolean(errors.coachingGoals)} describedBy="org-goals-hint" />
          )}
        />
        {goals.length === 0 && (
          <p id="org-goals-hint" className="text-sm text-destructive">
            {ONBOARDING_MESSAGES.organization.goalsInline}
          </p>
        )}
        <FieldError id="org-coachingGoals-error" message={goals.length > 0 ? errors.coachingGoals?.message : undefined} />
      </div>
      {create.error && (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {errorMessage(create.error, ONBOARDING_MESSAGES.organization.failure.description)}
        </p>
      )}
      <Button type="submit" size="lg" disabled={goals.length === 0 || create.isPending || create.isSuccess}>
        {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Building2 aria-hidden="true" />}
        Create Organization
      </Button>
    </form>
  );
}
