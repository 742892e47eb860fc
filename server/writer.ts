/**
 * Group commit: leads that arrive together are written in one transaction, so many
 * requests share one disk sync. Each request is answered only after its transaction has
 * committed, so a 2xx still means the lead is on disk.
 */
import type { Db, LeadResult, NewLead } from './db.ts';

interface Waiting {
  lead: NewLead;
  resolve: (result: LeadResult) => void;
  reject: (error: unknown) => void;
}

export interface LeadWriter {
  write(lead: NewLead): Promise<LeadResult>;
}

export function createLeadWriter(db: Db): LeadWriter {
  let queue: Waiting[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    try {
      const results = db.insertLeads(batch.map((w) => w.lead));
      for (const [i, waiting] of batch.entries()) waiting.resolve(results[i] as LeadResult);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  return {
    write(lead) {
      return new Promise<LeadResult>((resolve, reject) => {
        queue.push({ lead, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          // After the requests already read in this turn of the event loop have queued theirs.
          setImmediate(flush);
        }
      });
    },
  };
}
