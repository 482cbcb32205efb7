/** The toast viewport's chunk (Radix toast): loaded with the first toast, most page loads show none. */
export const loadToaster = () => import('@/components/ui/toaster');
