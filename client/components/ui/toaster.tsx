import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { dismissToast, useToasts } from '@/lib/toast';
import { cn } from '@/lib/utils';

/** Radix toast defaults match the spec: 5000 ms, swipe right past 50 px, F8 focuses the viewport. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg transition-all data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=open]:animate-fade-in',
            variant === 'destructive' ? 'border-destructive bg-destructive text-destructive-foreground' : 'bg-background text-foreground',
          )}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100" aria-label="Dismiss">
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:bottom-[var(--toast-bottom,0px)] sm:max-w-[420px] sm:flex-col" />
    </ToastPrimitive.Provider>
  );
}
