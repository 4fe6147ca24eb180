//! Where live play's ICE servers come from on this device: the site's `live.json` (read
//! through the service worker, so also offline) and the player's settings (their own STUN
//! or TURN server, "Only on this network", and whether invitations carry TURN logins).
//! Which servers a connection uses is `persist::live::ice`'s decision.

use crate::i18n::Msg;
use crate::persist::live::ice::{self, Choice, IceError, IceServer};
use crate::persist::StorageError;
use crate::ui::lang::{fetch_text, tf, FetchFailure};
use crate::ui::storage;
use crate::ui::words;

/// The localStorage key of the STUN/TURN address the player gave.
const ICE_KEY: &str = "rosette.v1.live-ice";

/// A yes/no setting of live play, kept in localStorage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    /// "Only on this network": no ICE server at all.
    LocalOnly,
    /// Invitations carry this device's TURN logins.
    ShareTurn,
}

impl Flag {
    fn key(self) -> &'static str {
        match self {
            Flag::LocalOnly => "rosette.v1.live-local-only",
            Flag::ShareTurn => "rosette.v1.live-share-turn",
        }
    }

    /// Whether it is on.
    pub fn get(self) -> bool {
        storage::get(self.key()).as_deref() == Some("1")
    }

    /// Turns it on or off.
    pub fn set(self, on: bool) {
        if on {
            let _ = storage::set(self.key(), "1");
        } else {
            storage::remove(self.key());
        }
    }
}

/// The STUN/TURN address the player gave (empty: none).
pub fn ice_setting() -> String {
    storage::get(ICE_KEY).unwrap_or_default()
}

/// Why the player's STUN or TURN address was not kept.
#[derive(Clone, Debug, PartialEq)]
pub enum IceNotKept {
    /// It does not read.
    Invalid(IceError),
    /// The storage refused it.
    NotStored(StorageError),
}

impl IceNotKept {
    /// Why, in the page's language.
    pub fn words(&self) -> String {
        match self {
            IceNotKept::Invalid(e) => words::ice_error(e),
            IceNotKept::NotStored(e) => tf(
                Msg::IceNotStored,
                &[("why", words::storage_error(e).into())],
            ),
        }
    }
}

/// Stores the STUN/TURN address, if it reads.
///
/// # Errors
/// Why it was not kept.
pub fn set_ice_setting(text: &str) -> Result<(), IceNotKept> {
    ice::parse(text).map_err(IceNotKept::Invalid)?;
    storage::set(ICE_KEY, text.trim()).map_err(IceNotKept::NotStored)
}

/// Why the site's `live.json` cannot be used.
#[derive(Clone, Debug, PartialEq)]
enum SiteServersFailure {
    /// It could not be fetched.
    Fetch(FetchFailure),
    /// It does not read.
    Invalid(IceError),
}

/// The site's `live.json`, beside the page.
async fn site_servers() -> Result<Vec<IceServer>, SiteServersFailure> {
    let text = fetch_text("live.json")
        .await
        .map_err(SiteServersFailure::Fetch)?;
    ice::parse_config(&text).map_err(SiteServersFailure::Invalid)
}

/// Which servers a connection could not use (it uses the rest).
#[derive(Clone, Debug, PartialEq)]
pub struct ServersProblem {
    site: Option<SiteServersFailure>,
    own: Option<IceError>,
}

impl ServersProblem {
    /// The notice's words, in the page's language.
    pub fn words(&self) -> String {
        let site = self.site.as_ref().map(|e| {
            let why = match e {
                SiteServersFailure::Fetch(f) => f.words(),
                SiteServersFailure::Invalid(e) => words::ice_error(e),
            };
            tf(Msg::LiveSiteServersUnusable, &[("why", why.into())])
        });
        let own = self.own.as_ref().map(|e| {
            let why = words::ice_error(e);
            tf(Msg::LiveOwnServerInvalid, &[("why", why.into())])
        });
        let problems: Vec<String> = site.into_iter().chain(own).collect();
        tf(
            Msg::LiveServersProblem,
            &[("problems", problems.join("; ").into())],
        )
    }
}

/// What this device's connections may use, and what the site's file or the player's own
/// server gave that cannot be used (the rest still is).
pub async fn choice() -> (Choice, Option<ServersProblem>) {
    let (site, site_failure) = match site_servers().await {
        Ok(site) => (site, None),
        Err(e) => (Vec::new(), Some(e)),
    };
    let (own, own_failure) = match ice::parse(&ice_setting()) {
        Ok(own) => (own, None),
        Err(e) => (None, Some(e)),
    };
    let choice = Choice {
        site,
        own,
        local_only: Flag::LocalOnly.get(),
    };
    let problem = (site_failure.is_some() || own_failure.is_some()).then_some(ServersProblem {
        site: site_failure,
        own: own_failure,
    });
    (choice, problem)
}
