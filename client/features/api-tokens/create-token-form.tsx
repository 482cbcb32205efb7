import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import {
  API_TOKEN_AREAS,
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_TEXT,
  type ApiTokenFormValues,
  apiTokenFormSchema,
  type CreatedApiToken,
  toCreateApiTokenInput,
} from '@shared/schemas/api-tokens';
import { Button } from '@/components/ui/button';
import { CheckChips } from '@/components/ui/check-chips';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const LEVEL_LABELS = { read: 'Read only', write: 'Read and write' } as const;
const EXPIRY_LABELS: Record<string, string> = { none: API_TOKEN_TEXT.noExpiry, '365': '1 year', ...Object.fromEntries(API_TOKEN_EXPIRY_DAYS.filter((d) => d !== 365).map((d) => [String(d), `${d} days`])) };
const DEFAULTS: ApiTokenFormValues = { name: '', level: 'read', areas: [], expiry: '90' };

/** Name, access and expiry of a new token; the created token (with its secret) goes to onCreated. */
export function CreateTokenForm({ onCreated }: { onCreated(token: CreatedApiToken): void }) {
  const form = useForm<ApiTokenFormValues>({ resolver: zodResolver(apiTokenFormSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const create = trpc.apiTokens.create.useMutation({
    onSuccess: (token) => {
      form.reset(DEFAULTS);
      onCreated(token);
    },
    onError: (error) => {
      const name = fieldIssues(error).name;
      if (name) form.setError('name', { message: name });
      toast({ title: 'Error', description: errorMessage(error, 'The token could not be created. Please try again.'), variant: 'destructive' });
    },
  });

  return (
    <form noValidate className="grid gap-4" aria-label="New API token" onSubmit={form.handleSubmit((values) => create.mutate(toCreateApiTokenInput(values)))}>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2 sm:col-span-1">
          <Label htmlFor="api-token-name">Token name</Label>
          <Input
            id="api-token-name"
            placeholder="e.g. Reporting script"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'api-token-name-error' : undefined}
            {...form.register('name')}
          />
          <FieldError id="api-token-name-error" message={errors.name?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="api-token-level">Access</Label>
          <Controller
            control={form.control}
            name="level"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="api-token-level">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {(['read', 'write'] as const).map((level) => (
                    <SelectItem key={level} value={level}>
                      {LEVEL_LABELS[level]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="api-token-expiry">Expires</Label>
          <Controller
            control={form.control}
            name="expiry"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="api-token-expiry">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {['7', '30', '90', '365', 'none'].map((value) => (
                    <SelectItem key={value} value={value}>
                      {EXPIRY_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium" id="api-token-areas-label">
          Areas <span className="font-normal text-muted-foreground">(none chosen: every area)</span>
        </span>
        <Controller
          control={form.control}
          name="areas"
          render={({ field }) => (
            <CheckChips
              label="Areas"
              options={API_TOKEN_AREAS}
              value={field.value}
              onChange={(next) => field.onChange(next as ApiTokenFormValues['areas'])}
              describedBy="api-token-areas-label"
              className="sm:grid-cols-4"
            />
          )}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {API_TOKEN_TEXT.create}
        </Button>
      </div>
    </form>
  );
}
