import { useQuery, useSubscription } from "@apollo/client/react";
import IconButton from "@mui/material/IconButton";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { keyframes } from "@mui/material/styles";
import { useEffect, useRef, useState } from "react";
import { graphql } from "../../generated/index.ts";
import type { NotificationBellFieldsFragment } from "../../generated/graphql.ts";
import { STATUS_LABELS } from "../../lib/enum-labels.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { Icon } from "../../lib/icons.tsx";
import { dateTime } from "../../lib/month-end.ts";
import { onInteraction, useOnInteraction } from "../../lib/on-interaction.ts";
import { useNotices } from "../notices/NoticeProvider.tsx";
import { BELL_ANIMATION_MS, addPopup, noPopups, tickPopups } from "./popup-queue.ts";
import { StatusPopups } from "./StatusPopups.tsx";

/** The bell's count badge loads with the first message of the session: until then it has none to show. */
const badge = onInteraction(async () => (await import("@mui/material/Badge")).default);

graphql(`
  fragment NotificationBellFields on NotificationMessage {
    id
    subject
    runStatus
    createdBy
    createdDate: createdAt
  }
`);

const RecentNotificationsQuery = graphql(`
  query RecentNotifications {
    recentNotifications(sinceMinutes: 60) {
      ...NotificationBellFields
    }
  }
`);

const NotificationReceivedSubscription = graphql(`
  subscription NotificationReceived {
    notificationReceived {
      ...NotificationBellFields
    }
  }
`);

type Message = NotificationBellFieldsFragment;

const ring = keyframes`0%,100%{transform:rotate(0)}20%{transform:rotate(15deg)}40%{transform:rotate(-15deg)}60%{transform:rotate(8deg)}80%{transform:rotate(-8deg)}`;

/** The bell rings for its 3 s; for a person who asks for less motion it shows in amber instead. */
const ringingBell = {
  animation: `${ring} 1s ease-in-out 3`,
  "@media (prefers-reduced-motion: reduce)": { animation: "none", color: "warning.light" },
};

/** The bell list, the popups and the live connection (only with Receive Notifications). */
export function NotificationCenter({
  isStaff,
  suppressPopups,
}: {
  isStaff: boolean;
  suppressPopups: boolean;
}) {
  const notices = useNotices();
  const [live, setLive] = useState<Message[]>([]);
  const [unread, setUnread] = useState(0);
  const [isRinging, setRinging] = useState(false);
  const [popups, setPopups] = useState(noPopups<Message>);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const reported = useRef(false);
  const [Badge, loadBadge] = useOnInteraction(badge);

  // Only staff have the recent-messages list (spec section 6); messages of the last hour.
  const recent = useQuery(RecentNotificationsQuery, { skip: !isStaff });
  const loaded = (recent.data?.recentNotifications ?? []) as Message[];
  const messages = [...live, ...loaded.filter((m) => !live.some((l) => l.id === m.id))];

  useSubscription(NotificationReceivedSubscription, {
    onData: ({ data }) => {
      const message = data.data?.notificationReceived as Message | undefined;
      if (!message) return;
      setLive((list) => [message, ...list.filter((m) => m.id !== message.id)]);
      setUnread((n) => n + 1);
      setRinging(true);
      if (!suppressPopups) setPopups((s) => addPopup(s, message, Date.now()));
    },
    onError: () => {
      if (!reported.current) notices.message(ERROR_TEXTS.hubUnavailable, "warning");
      reported.current = true;
    },
  });

  useEffect(() => {
    if (unread) loadBadge();
  }, [unread, loadBadge]);

  useEffect(() => {
    if (!isRinging) return;
    const t = window.setTimeout(() => setRinging(false), BELL_ANIMATION_MS);
    return () => window.clearTimeout(t);
  }, [isRinging]);

  useEffect(() => {
    if (!popups.shown.length) return;
    const t = window.setInterval(() => setPopups((s) => tickPopups(s, Date.now())), 500);
    return () => window.clearInterval(t);
  }, [popups.shown.length]);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Notifications${unread ? `, ${unread} new` : ""}`}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setUnread(0);
        }}
        sx={isRinging ? ringingBell : undefined}
        data-testid="notification-bell"
      >
        {Badge ? (
          <Badge badgeContent={unread} color="error">
            <Icon name="bell" />
          </Badge>
        ) : (
          <Icon name="bell" />
        )}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 420 } } }}
      >
        {messages.length === 0 && <MenuItem disabled>No notifications</MenuItem>}
        {messages.slice(0, 50).map((m) => (
          <MenuItem key={m.id} onClick={() => setAnchor(null)}>
            <ListItemText
              primary={m.subject}
              secondary={`${STATUS_LABELS[m.runStatus]} · ${m.createdBy} · ${dateTime(m.createdDate)}`}
            />
          </MenuItem>
        ))}
      </Menu>
      <StatusPopups popups={popups} onClose={(item) => setPopups((s) => tickPopups(s, Date.now(), item))} />
    </>
  );
}
