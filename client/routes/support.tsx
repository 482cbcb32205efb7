import { BookOpen, Compass, LifeBuoy, Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { CONTACT } from '@shared/constants/contact';
import { SUPPORT_FAQ } from '@shared/constants/support';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { setGuideOpen } from '@/features/shell/tutorial-store';
import { openHelpChat, useHelpChatAvailable } from '@/lib/help-chat';


export function SupportPage() {
  const chatAvailable = useHelpChatAvailable();
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Help &amp; Support</h1>
        <p className="mt-1 text-muted-foreground">Find answers fast, or reach our team.</p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader>
            <MessageCircle className="size-6 text-primary" aria-hidden="true" />
            <CardTitle className="text-base">
              <h2>Help assistant</h2>
            </CardTitle>
            <CardDescription>Instant answers about Catalyst, day and night, from the chat button in the bottom-right corner of every page.</CardDescription>
          </CardHeader>
          {chatAvailable && (
            <CardContent>
              <Button onClick={openHelpChat} className="w-full">
                Ask the Assistant
              </Button>
            </CardContent>
          )}
        </Card>
        <Card>
          <CardHeader>
            <Mail className="size-6 text-primary" aria-hidden="true" />
            <CardTitle className="text-base">
              <h2>E-mail support</h2>
            </CardTitle>
            <CardDescription>
              We answer {CONTACT.responseTime}, {CONTACT.supportHours}.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline" className="w-full">
              <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <Compass className="size-6 text-primary" aria-hidden="true" />
            <CardTitle className="text-base">
              <h2>Quick Start Guide</h2>
            </CardTitle>
            <CardDescription>Six short steps through the most useful parts of Catalyst.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" className="w-full" onClick={() => setGuideOpen(true)}>
              Start Tutorial
            </Button>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BookOpen className="size-5 text-primary" aria-hidden="true" />
            <h2>Frequently asked questions</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-5">
            {SUPPORT_FAQ.map(({ q, a }) => (
              <div key={q}>
                <dt className="font-medium">{q}</dt>
                <dd className="mt-1 text-sm text-muted-foreground">{a}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <LifeBuoy className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Questions about sales or privacy? See{' '}
          <Link to="/contact" className="font-medium text-primary hover:underline">
            Contact Us
          </Link>
          .
        </span>
      </p>
    </div>
  );
}

export default SupportPage;
