import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { registerHelpChat, requestHelpChatOpen } from '@/lib/help-chat';

// The widget (its chat logic, messages, suggested actions) is its own chunk: no page pays for it
// until someone opens the chat.
const loadWidget = () => import('./help-chat-widget');
const HelpChatWidget = lazy(loadWidget);

const launcherClass = 'fixed right-4 bottom-4 z-40 size-14 rounded-full shadow-lg [&_svg]:size-6';

/** The help chat's round button on every page; the first click loads the widget, open. */
export function HelpChatLauncher() {
  const [loaded, setLoaded] = useState(false);
  // Until the widget is here, "open the help chat" (the Support page) loads it.
  useEffect(() => {
    if (loaded) return;
    return registerHelpChat(() => {
      requestHelpChatOpen();
      setLoaded(true);
    });
  }, [loaded]);

  const placeholder = (
    <Button
      size="icon"
      className={launcherClass}
      aria-label="Open help chat"
      // A pointer on its way to the button starts the download before the click.
      onPointerEnter={() => void loadWidget()}
      onFocus={() => void loadWidget()}
      onClick={() => {
        requestHelpChatOpen();
        setLoaded(true);
      }}
    >
      <MessageCircle />
    </Button>
  );
  if (!loaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HelpChatWidget />
    </Suspense>
  );
}
