import { useThreadBookings } from "../api/bookings";
import { BookingCard } from "./booking-card";

const OPEN_BOOKINGS = new Set(["requested", "proposed", "accepted", "delivered", "completed"]);

/**
 * The photographer bookings in play or handed over in a thread (a thread between a realtor and a
 * photographer); nothing for a thread without any, and nothing while they load.
 */
export function ThreadBookings({ conversationId }: { conversationId: string }) {
  const bookings = useThreadBookings(conversationId);
  const open = (bookings.data?.items ?? []).filter((booking) => OPEN_BOOKINGS.has(booking.status));
  if (open.length === 0) return null;
  return (
    <>
      {open.map((booking) => (
        <BookingCard key={booking.id} booking={booking} />
      ))}
    </>
  );
}
