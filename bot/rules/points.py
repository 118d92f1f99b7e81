"""Points asked that a rule's general answer does not lead with, as data.

A resident rarely asks for a whole section: "how many tags come with a kennel license?",
"does the run have to be attached to the coop?". ``bot.parsers`` reads the point asked into
the ``point`` fact; ``decide()`` then puts what the text says on that point first, with its
citation first, before the rule's own answer (``apply_point``).

Each entry is keyed by (rule, municipality, point) and holds the lead sentence, the quoted
provisions it rests on, and the status (``needs_human_judgment`` where the text leaves the
point open). A point with no entry for the rule and municipality that answered changes
nothing.

Sources: Town of Cedarburg Code §§ 95-2 to 95-24 (every section but § 95-1, which the text
does not have); Village of Westfield Code § 195-14 and ch. 195 (livestock and exotic animals;
running at large; noise; cruelty; food premises; cats and rabbits; zoning; penalties).
"""
from __future__ import annotations

import re

from dataclasses import dataclass
from typing import Any, Dict, Optional, Tuple

from bot.decision import ANSWERED, NEEDS_FACTS, NEEDS_JUDGMENT, NOT_COVERED, Decision, without_verdict
from bot.law import Citation, quote
from bot.rules.bites import (
    CONFINE_14, DISTRICT_CONFINED, HUMANE_KILL, IMPOUND_14, IMPOUND_7, IMPOUND_LICENSE, IMPOUND_SALE, IMPOUND_WITNESS,
    NOT_LIABLE, SURRENDER, THREE_EXAMS,
)
from bot.rules.chickens import (
    T_ADJOINING, T_COOP, T_FENCE, T_INSPECTION_COST, T_NONAG, T_RESIDENCE, T_SETBACK, T_SIX, W_EGGS, W_PERMIT, W_REVOKE,
    W_STAYS_VALID, W_YARD,
)
from bot.rules.common import NOT_APPLICABLE, TOWN, VILLAGE
from bot.rules.conduct import (
    ABANDON, ACCIDENT, ATTACKS, BARK_RULE, BARK_TWO, DAMAGE, DOG_SHELTER, FARM_SHELTER, FECES, FECES_EXEMPT,
    FOOD, FOOD_WATER, KILLS_DOMESTIC, LEASH, LIEN, NAPPING, OFFICER_REMOVE, RABID_KNOWN, RESTRICTIONS, SHADE, TRAPS,
    TRAPS_INDOORS, TRAPS_OFFICIAL, VEHICLE_LEAD, VICIOUS_DEF, VICIOUS_LEASH, WATER_DAILY, W_AT_LARGE, W_DAILY, W_DISEASED, W_EXPENSES,
    W_FOOD, W_GRAZING, W_IMPOUND, W_LIVESTOCK_BAN, W_NOISE, W_PENALTY,
)
from bot.rules.keeping import (
    CATS_3,
    BEES_10, BEES_25, BEES_APPLY, BEES_FEE, BEES_HONEY, BEES_LICENSE, BEES_REVOKE, BEES_SCHOOL, BEES_WATER, DOGS_1988,
    DOGS_KENNEL, DYED, RETAIL_SIX, WILD_EXCEPTIONS, WILD_GAME_FARM, W_EXOTIC_DEF, W_LIVESTOCK_DEF,
    W_ZONING_CONTROLS,
)
from bot.rules.licensing import (
    BOARDING, HALF_TAX, KENNEL_CUP, LATE_FEE_ADDITION, LICENSE_ANNUALLY, LICENSE_OVER_FIVE_MONTHS, LICENSE_YEAR, RABIES_DUPLICATE,
    RABIES_BOOSTER, RABIES_FIRST, SERVICE_DOG, TAX_SET_BY_BOARD,
)


@dataclass(frozen=True)
class Lead:
    """The text's answer on one point: ``text`` (first in the outcome), the citations it rests on, its status, and
    ``alone``: the rule's general outcome is left out after it (it only says the lead again in other words)."""
    text: str
    cites: Tuple[Citation, ...]
    status: str = ANSWERED
    alone: bool = False


def _t(n: str, passage: str) -> Citation:
    return quote(f"town_of_cedarburg:95-{n}", passage)


TAG_CONTENTS = _t("2", "After issuing the certificate of rabies vaccination, the veterinarian shall deliver to the owner a rabies "
                       "vaccination tag of durable material bearing the same serial number as the certificate, the year the "
                       "vaccination was given and the name, address and telephone number of the veterinarian.")
KENNEL_TAGS = _t("3", "the Town Treasurer or his deputy shall issue the kennel license and a number of tags equal to the number "
                      "of dogs authorized to be kept in the kennel")
IMPOUND_FEES = _t("7", "Within such time, the owner may reclaim the animal upon payment of impoundment fees, such fees to be "
                       "established by resolution of the Town Board.")
STRUCTURE = _t("16", "The housing facilities shall be structurally sound and maintained in good repair to protect the animals "
                     "from injury and to contain the animals.")
HEN_CHICKENS = _t("24", "The keeping of hen chickens is permitted as an accessory use in all residential zoning districts")
W_REMOVE_DOG = quote("village_of_westfield:195:penalties", "In addition, the court shall order the registration of the subject dog be "
                                                          "revoked and remove the dog from the Village.")
ISSUES_LICENSE = _t("3", "the Town Treasurer or his deputy shall complete and issue to the owner a license for such dog")
TAG_COUNTY = _t("3", "a tag of durable material bearing the same serial number as the license, the name of the county in which "
                     "issued and the license year")
CHICKEN_APPLICATION = _t("24", "Applications for a license to keep chickens under this section shall be made to, and on a form "
                               "prescribed by, the Town Clerk.")
BEE_APPLICATION = _t("23", "Applications for a license to keep bees shall be made to, and on a form prescribed by, the Town Clerk.")
STATE_LICENSING = _t("3", "without complying with the provisions of §§ 174.05 through 174.09, Wis. Stats., relating to the listing, "
                          "licensing and tagging of the same")
CHICKEN_LICENSE_FIRST = _t("24", "Property owners shall be required to obtain a license with fee per the Town Fee Schedule to be "
                                 "paid before chickens are kept on the property.")
CHICKEN_INSPECTION = _t("24", "An inspection is required for the coop and run as part of the license procedure and will occur after "
                              "all related improvements are made to ensure they are properly located and installed for the number "
                              "of proposed chickens.")
CEMETERY_EXEMPT = _t("8", "Every dog specially trained to lead blind or hearing-impaired persons shall be exempt from this section.")
ANIMAL_CONTROL_CONTRACT = _t("7", "The Town of Cedarburg may contract with or enter into an agreement with such person, persons, "
                                  "organization or corporation to provide for the operation of an animal shelter, impoundment of "
                                  "stray animals, confinement of certain animals, disposition of impounded animals and for "
                                  "assisting in the administration of rabies vaccination programs.")
W_CHICKEN_PENALTY = quote("village_of_westfield:195-14", "Any person violating any provisions of this section shall be subject to "
                                                         "penalty as provided in Chapter 1, General Provisions, § 1-3, Violations "
                                                         "and penalties, of the Westfield Village Code.")
W_COOP_CODES = quote("village_of_westfield:195-14", "(8) All permanent (nonmobile) coops shall comply with all building and zoning "
                                                    "requirements of this Code.")
W_NUISANCE = quote("village_of_westfield:195-14", "(11) In addition to compliance with the requirements of this section, no one shall "
                                                  "keep chickens that cause any other nuisance associated with unhealthy condition, "
                                                  "create a public health threat or otherwise interfere with the normal use of "
                                                  "property or enjoyment of life by humans or animals.")
W_SANITARY = quote("village_of_westfield:195-14", "(1) Chickens shall be kept and handled in a sanitary manner to prevent the spread of "
                                                  "communicable diseases among birds or to humans.")
LICENSE_PER_DOG = _t("3", "shall complete and issue to the owner a license for such dog")
TAG_ON_THAT_DOG = _t("3", "the collar with the tag attached shall be kept on the dog for which the license is issued at all times")
NONCOMMERCIAL = _t("24", "Chickens are for personal (noncommercial) use only and not for any business-related purposes.")
FREE_LICENSE_BLIND_DEAF = _t("3", "every dog specifically trained to lead blind or deaf persons is exempt from the dog license tax")
DOGS_PURPOSE = _t("22", "The keeping of a large number of dogs within the Town for a considerable period of time detracts from "
                        "and, in many instances, is detrimental to healthful and comfortable life in such areas.")
W_KEEP = quote("village_of_westfield:195-14", "KEEP The owning, keeping, possessing, or harboring of a chicken.")

W_COOP = quote("village_of_westfield:195-14", "(6) Chickens shall be provided with a sanitary and adequately sized coop.")
W_COOP_DEF = quote("village_of_westfield:195-14", "A new or existing enclosed accessory structure designed or modified for the "
                                                  "keeping of chickens and meeting the requirements of this section.")
LATE_FEE = _t("4", "The Town Treasurer shall assess and collect a late fee as set by the Town Board from every owner of a dog "
                   "five months of age or over if the owner failed to obtain a license prior to April 1 of each year")
VET_COOPERATION = _t("5", "Any practicing veterinarian who is requested to be involved in the rabies control program by an officer "
                          "is encouraged to cooperate in a professional capacity")
OFFICER_KILL = _t("5", "If a quarantine cannot be imposed because the dog or cat cannot be captured, the officer may kill the "
                       "animal. The officer may kill a dog or cat only as a last resort if the owner agrees.")
CARCASS = _t("5", "An officer who kills an animal shall deliver the carcass to a veterinarian or local health department.")
CARCASS_HEAD = _t("5", "arrange for delivery by the most expeditious means feasible of the head of the animal to the State "
                       "Laboratory of Hygiene and dispose of or arrange for the disposal of the remainder of the carcass in a "
                       "manner which minimizes the risk or exposure to any rabies virus")
W_ABANDON = quote("village_of_westfield:195:cruelty", "any person who inhumanely beats, underfeeds, overloads, or abandons any "
                                                      "animal shall be deemed guilty of a violation of this section")
W_SETBACKS = quote("village_of_westfield:195-14", "(9) All chicken coops or runs shall comply with the established zoning "
                                                  "district setbacks of this Code.")

KENNEL_TAG_SHOW = _t("3", "The owner or keeper of a kennel shall keep at all times a kennel license tag attached to the collar "
                          "of each dog over five months old kept by the owner or keeper under a kennel license, but this "
                          "requirement does not apply to a show dog during competition, to a dog securely confined indoors or "
                          "to a dog securely confined in a fenced area.")
RABIES_TAG_COMPETITION = _t("2", "a collar with the tag attached shall be kept on the dog at all times, but this requirement "
                                 "does not apply to a dog during competition or training")

W_CATS_KEPT = quote("village_of_westfield:195:cats", "No more than three cats over five months old shall be kept in each "
                                                   "residential household.")
DOGS_KEPT = _t("22", "No family shall own, harbor or keep in its possession more than three dogs on any residential lot or "
                     "on any lot zoned as E-1")


LAB_EXAMINES = _t("5", "The Laboratory of Hygiene shall examine the specimen and determine if the animal was infected with rabies.")
# "how many times does the vet actually have to see him during the quarantine?" (trial 184 r04)
_EXAMS_LEAD = Lead(
    "At least three times: the quarantine includes, 'at a minimum', 'examination of the animal on the first day of isolation, on the last day of "
    "isolation and on one intervening day'.", (THREE_EXAMS,))
_HEAD_LEAD = Lead(
    "The text requires it, and it is the head that is tested for rabies: 'The officer shall attempt to kill the animal "
    "in a humane manner and in a manner which avoids damage to the animal's head.' The head goes to the State "
    "Laboratory of Hygiene, and 'The Laboratory of Hygiene shall examine the specimen and determine if the animal was "
    "infected with rabies.'",
    (HUMANE_KILL, CARCASS_HEAD, LAB_EXAMINES))

IMPOUND_PLUS_PENALTY = _t("7", "In addition to any penalty hereinafter provided for a violation of this chapter, any law "
                               "enforcement or humane officer may impound any dog, cat or other animal")
_RABID_KEEP_LEAD = Lead(
    "§ 95-6 does say so: 'It shall be unlawful for any person within the Town of Cedarburg to own, harbor or "
    "keep any dog or cat which:' … 'Is known by such person to be infected with rabies or to have been bitten by an "
    "animal known to have been infected with rabies.' § 95-5 also sets a quarantine for an unvaccinated dog or cat "
    "exposed to a rabid animal. How the two fit together the text does not say: that needs human judgment; ask the "
    "Town Constable or Town Clerk before deciding anything.", (RESTRICTIONS, RABID_KNOWN), NEEDS_JUDGMENT)

KEEP_ANY_BEES = _t("23", "It shall be unlawful for any person to establish or maintain any hive, stand or box where bees are "
                         "kept or keep any bees in or upon any premises within the limits of the Town, except in an "
                         "agriculturally zoned area, and unless the bees are kept in accordance with the following provisions:")
W_PERMITTING = quote("village_of_westfield:195:penalties", "Any person violating or permitting the violation of any "
                                                           "provision of this chapter shall be subject to a penalty")

EXPIRY_SET_BY = _t("2", "the date that the immunization expires as specified for that type of vaccine by the Centers for "
                        "Disease Control of the United States Department of Health and Human Services and the Town")
REVACCINATE_BY_DATE = _t("2", "before the date that immunization expires as stated on the certificate of vaccination")

FOOD_HEALTH = _t("15", "The food shall be sufficient to maintain all animals in good health.")
SHOOTING_SPECTATOR = _t("18", "No person may instigate, promote, aid or abet as a principal, agent, employee, participant or "
                              "spectator or participate in the earnings from or intentionally maintain or allow any place to "
                              "be used for the shooting, killing or wounding with a firearm or any deadly weapon any animal "
                              "that is tied, staked out, caged or otherwise intentionally confined in a man-made enclosure, "
                              "regardless of size.")
WILD_NO_RESIDENT = _t("13", "No person lives or resides within 100 feet of the quarters in which the animals are kept.")
OF_ANOTHER = _t("20", "No person may take the dog or cat of another from one place to another without the owner's consent")

# One lead for the rules that answer the same point (a bite question and a quarantine question).
_VET_HOLD = Lead(
    "Ch. 95 does not address a veterinarian holding an animal over an unpaid bill. Its nearest rule, § 95-20, says "
    "'No person may take the dog or cat of another from one place to another without the owner's consent or cause "
    "such a dog or cat to be confined or carried out of the Town or held for any purpose without the owner's "
    "consent.' Whether that reaches a billing dispute with a vet you left the dog with needs human judgment; ask "
    "the Town Clerk.", (NAPPING,), NEEDS_JUDGMENT)
_DOMESTICATED = Lead(
    "Being tame or captive-bred does not take an animal out of the rule: 'Exotic animals are those normally "
    "associated with zoos and may or may not be suitable for domestication.' Whether a given animal is 'normally "
    "associated with zoos' needs human judgment; ask the Village Clerk.", (W_EXOTIC_DEF,), NEEDS_JUDGMENT)
_WHO_LIABLE = Lead(
    "Both can be: 'Any person violating or permitting the violation of any provision of this chapter shall be "
    "subject to a penalty' (the amount is in Chapter 1, § 1-3, which this assistant does not have).",
    (W_PERMITTING,))
_VET_COOPERATION = Lead(
    "Not as the text reads: 'Any practicing veterinarian who is requested to be involved in the rabies control "
    "program by an officer is encouraged to cooperate in a professional capacity'. Encouraged, not required.", (VET_COOPERATION,))
_OFFICER_KILL = Lead(
    "Only in two cases: 'If a quarantine cannot be imposed because the dog or cat cannot be captured, the officer may "
    "kill the animal. The officer may kill a dog or cat only as a last resort if the owner agrees.' As the text reads, "
    "a dog that can be captured is quarantined unless the owner agrees.", (OFFICER_KILL,))
_CARCASS = Lead(
    "Not as the text describes it: 'An officer who kills an animal shall deliver the carcass to a veterinarian or "
    "local health department', which sends the head to the State Laboratory of Hygiene and will 'dispose of or "
    "arrange for the disposal of the remainder of the carcass in a manner which minimizes the risk or exposure to any "
    "rabies virus'. Ask the Town Clerk or the health department about the remains.", (CARCASS, CARCASS_HEAD), NEEDS_JUDGMENT)

# --- trial 15 (session 6) ---
CRUEL_SHOOT_KILL = _t("18", "No person except a police officer or health or humane officer in the pursuit of his duties shall, "
                            "within the Town, shoot or kill or commit an act of cruelty to any animal or bird")
WITHOUT_PERMISSION = _t("11", "without the permission of the owner of such premises")
KENNEL_TAG_FIVE_MONTHS = _t("3", "a kennel license tag attached to the collar of each dog over five months old kept by the owner or "
                                 "keeper under a kennel license")
CONFINED_FENCED = _t("3", "to a dog securely confined in a fenced area")
NOTICE_BY_MAIL = _t("7", "The officer shall notify the owner, personally or through the United States Mail")


FEDERAL_PERMITS = _t("13", "The provisions of Subsection A above shall not be deemed to prevent the lawful importation, possession, "
                           "purchase or sale of any species by any public agency, institute of higher learning, persons holding "
                           "federal permits")
CRUEL_ACT = _t("18", "commit an act of cruelty to any animal or bird")
W_CRUELTY = quote("village_of_westfield:195:cruelty", "No person shall cruelly treat any animal in the Village in any way")


def _procedure_lead(rule_text: str, who: str, citation: Citation) -> Lead:
    """A husbandry or veterinary procedure (docking, ear cropping, declawing) the cruelty rule does not name."""
    return Lead(f"The text does not name such practices: {rule_text}. Whether a given practice is cruel treatment the text "
                f"does not settle: that needs human judgment; ask {who}.", (citation,), NEEDS_JUDGMENT)


# --- trial 16 (session 6) ---
BROUGHT_IN = _t("2", "within 30 days after the dog is brought into the Town unless the dog has been vaccinated as evidenced by a "
                     "current certificate of rabies vaccination")
CERTIFICATE_STATS = _t("2", "The certificate of vaccination shall meet the requirements of § 95.21(2), Wis. Stats.")
CERTIFICATE_NEUTERED = _t("2", "spayed or unspayed, neutered or unneutered")
CURRENTLY_IMMUNIZED = _t("3", "upon presentation of evidence that the dog is currently immunized against rabies")
KENNEL_INSTEAD = _t("3", "instead of the license tax for each dog required by this chapter, apply for a kennel license")
OWN_PREMISES_POISON = _t("18", "shall not apply to poison used on one's own premises and designed for the purpose of rodent and pest "
                               "extermination")
W_HEALTH_OFFICER = quote("village_of_westfield:195:diseased-animals", "It is hereby made the duty of the Health Officer to secure such "
                         "disposition of any diseased animal and such treatment of affected premises as to prevent the "
                         "communication and spread of the contagion or infection, except in cases where the State Veterinarian "
                         "is empowered to act.")
W_ALL_EXPENSES = quote("village_of_westfield:195:penalties", "In addition to the foregoing penalties, any person violating this chapter "
                       "shall pay all expenses, including shelter, food, handling, veterinary care and testimony necessitated by "
                       "the enforcement of this chapter.")
NOT_CONFINED_NUISANCE = _t("5", "Any dog or cat not confined, tied, leashed or muzzled is declared a public nuisance and may be impounded.")
TIED_OR_ENCLOSED = _t("6", "shall keep his animal tied or enclosed in a proper enclosure so as not to allow said animal to interfere "
                           "with the passing public or neighbors")
OWNER_REPORTS_BITE = _t("9", "Every owner or person harboring or keeping a dog or cat who knows that such dog or cat has bitten any "
                             "person shall immediately report such fact to the Town Constable")
PARKWAY_LAWN = _t("11", "to go upon any parkway or private lands or premises without the permission of the owner of such premises "
                        "and break, bruise, tear up, crush or injure any lawn, flower bed, plant, shrub, tree or garden")
BARK_NEIGHBORHOOD = _t("12", "to the great discomfort of the peace and quiet of the neighborhood or in such manner as to materially "
                             "disturb or annoy persons in the neighborhood who are of ordinary sensibilities")
NAPPING_EXEMPT = _t("20", "This section does not apply to law enforcement officers or humane society agents engaged in the exercise "
                          "of their official duties")
CRUELLY_EXPOSED = _t("17", "cruelly exposed to the weather")
BIRDS_EGGS = _t("18", "disturb any birds' nests or birds' eggs")
EGGS_NOT_SOLD = _t("24", "The selling of eggs, chickens or by-products is prohibited.")
W_FRESH_WATER = quote("village_of_westfield:195-14", "(5) Chickens shall always be provided with fresh water along with adequate "
                                                     "amounts of feed.")
W_CONTEMPT = quote("village_of_westfield:195:penalties", "Should the defendant refuse to remove the dog from the Village, the Circuit "
                                                         "Court Judge shall find the defendant owner in contempt and order the immediate "
                                                         "confiscation and impoundment of the dog.")


# --- trial 17 (session 6) ---
OWNER_REIMBURSES = _t("17", "In the event the owner of such animal cannot be located, the Town or any animal control agency with "
                            "which the Town has an agreement or contract shall have the authority to take custody of such animal for "
                            "the purpose of providing medical treatment, and the owner thereof shall reimburse the person or "
                            "organization for the costs of such treatment.")
W_REPORT_DEATH = quote("village_of_westfield:195-14", "(2) Any person keeping chickens shall immediately report any unusual illness or "
                                                      "death of chickens to the Health Department.")
TAG_ON_COLLAR = _t("2", "The owner shall attach the rabies vaccination tag or a substitute tag to a collar, and a collar with the tag "
                        "attached shall be kept on the dog at all times")
OWNER_PAYS_TAG = _t("2", "The owner shall pay the cost of the rabies vaccination and the cost associated with the issuance of a "
                         "certificate of rabies vaccination and the delivery of a rabies vaccination tag.")
POISON_PET = _t("18", "No person may expose any pet animal owned by another to any known poisonous substance")
BEES_PROPERTY = _t("23", "Licenses shall further authorize beekeeping only on the property for which the license is issued.")
BEES_SITE_PLAN = _t("23", "The application must include a proposed site plan for the hives that shows compliance with all "
                          "applicable requirements under this section.")
NO_CEMETERY = _t("8", "No dog or cat shall be permitted in any public cemetery.")


# --- trial 18 (session 6) ---
REVACCINATE_AFTER_EXPOSURE = _t("5", "The owner shall have the animal revaccinated against rabies as soon as possible after exposure "
                                     "to a rabid animal.")
IMMUNIZED_60_DAYS = _t("5", "the custodian of an isolation facility or the owner shall keep the animal leashed or confined for 60 days")
OWNER_30_DAYS = _t("4", "within 30 days of acquiring ownership of a licensable dog")


def _premises_lead(where: str, clerk: str, citation: Citation) -> Lead:
    """The food-premises rule for a place the text does not name (a home kitchen, a farm stand)."""
    return Lead(f"The text does not name {where}: it forbids any dog, cat or other live animal 'on or upon any premises where "
                f"food is sold, offered for sale or processed for consumption by the general public'. Whether {where} is such "
                f"premises the text does not say: that needs human judgment; ask the {clerk}.", (citation,), NEEDS_JUDGMENT)


POINT_LEADS: Dict[Tuple[str, str, str], Lead] = {
    ("feces", TOWN, "trash_can"): Lead(
        "§ 95-10 requires only that the matter be 'immediately removed therefrom by said owner or person in charge'; where "
        "bagged waste may then be thrown away, and whose garbage can you may use, the text does not say: ask the Town "
        "Clerk.", (FECES,), NEEDS_JUDGMENT),
    ("vehicle_accident", TOWN, "passenger"): Lead(
        "Not as the text reads: § 95-21 puts the duty on the driver: 'The operator of any vehicle involved in an accident "
        "resulting in injury to or death of a dog, cat or other animal which appears to be a pet shall immediately notify the "
        "Town Constable or an animal control agency whose jurisdiction extends into the Town.' It sets no duty for a "
        "passenger.", (ACCIDENT,)),
    ("at_large", VILLAGE, "impound_yard"): Lead(
        "The text ties impounding to public places: 'Any such animal running at large in any public place in the Village "
        "shall be impounded in the manner provided in this chapter.' It is unlawful anywhere 'to permit any cattle, horse, "
        "swine, sheep, goat or poultry to run at large in the Village'; whether animals in a private yard are impounded the "
        "text does not say: ask the Village Police Department.", (W_IMPOUND, W_AT_LARGE), NEEDS_JUDGMENT),
    ("rabies_quarantine", TOWN, "booster_after_exposure"): Lead(
        "Yes, even with a current shot: for an immunized dog or cat exposed to a rabid animal, § 95-5 says 'The owner shall "
        "have the animal revaccinated against rabies as soon as possible after exposure to a rabid animal.', and the owner "
        "'shall keep the animal leashed or confined for 60 days'.", (REVACCINATE_AFTER_EXPOSURE, IMMUNIZED_60_DAYS)),
    ("impoundment", TOWN, "pay_later"): Lead(
        "Ch. 95 provides no deferred payment: 'Within such time, the owner may reclaim the animal upon payment of impoundment "
        "fees, such fees to be established by resolution of the Town Board.' (within seven days after the notice). Whether "
        "the agency will release him before payment the text does not say: ask the impounding agency or the Town Clerk.",
        (IMPOUND_FEES, IMPOUND_7), NEEDS_JUDGMENT),
    ("animal_care", TOWN, "must_feed"): Lead(
        "Yes: 'No person owning or responsible for confining or impounding any animal may refuse or neglect to supply the "
        "animal with a sufficient supply of food and water as prescribed in this section.', and 'The food shall be "
        "sufficient to maintain all animals in good health.'", (FOOD_WATER, FOOD_HEALTH)),
    ("cruelty", TOWN, "vet_euthanasia"): Lead(
        "The text does not address it: § 95-18 says 'No person except a police officer or health or humane officer in the "
        "pursuit of his duties shall, within the Town, shoot or kill or commit an act of cruelty to any animal or bird', and "
        "names no exception for a veterinarian's euthanasia: that needs human judgment; ask the Town Clerk.",
        (CRUEL_SHOOT_KILL,), NEEDS_JUDGMENT),
    ("food_premises", VILLAGE, "not_sold"): _premises_lead("a members-only meal where nothing is sold", "Village Clerk", W_FOOD),
    ("food_premises", TOWN, "not_sold"): _premises_lead("a members-only meal where nothing is sold", "Town Clerk", FOOD),
    ("chickens", VILLAGE, "zoning_conflict"): Lead(
        "Not on the text's terms: 'No chicken coop shall be located on the front or side yard of a parcel.' The zoning code "
        "controls only 'To the extent that the zoning regulations of Chapter 525 of this Code conflict with this chapter'; "
        "whether a general side-yard rule for accessory buildings conflicts with this specific coop rule needs human "
        "judgment: ask the Village Clerk.", (W_YARD, W_ZONING_CONTROLS), NEEDS_JUDGMENT),
    ("chickens", VILLAGE, "reapply"): Lead(
        "§ 195-14 sets no waiting period: 'In the event that a permit holder accumulates three violations of this section "
        "within any twelve-month period, the permit shall be revoked.', and the section does not say when a new permit may "
        "be issued (the Town of Cedarburg's one-year bar is not in ch. 195): ask the Village Clerk.", (W_REVOKE,),
        NEEDS_JUDGMENT),
    ("dog_license", TOWN, "senior_discount"): Lead(
        "Ch. 95 names no senior rate: 'The minimum license tax under this section shall be as set by the Town Board.' Its "
        "only exemption and reduction are the free license for a dog trained to lead blind or deaf persons and half the tax "
        "for a dog that became five months old after July 1: ask the Town Treasurer about the current fee schedule.",
        (TAX_SET_BY_BOARD, SERVICE_DOG, HALF_TAX)),
    ("dog_license", TOWN, "inherited"): Lead(
        "Ch. 95 does not say whether a license passes to a new owner: the Town Treasurer issues 'to the owner a license for "
        "such dog', and the late fee applies to an owner who fails to license a dog 'within 30 days of acquiring ownership of "
        "a licensable dog'. Ask the Town Treasurer whether the license carries over, within those 30 days.",
        (ISSUES_LICENSE, OWNER_30_DAYS), NEEDS_JUDGMENT),
    ("impoundment", TOWN, "injured_in_custody"): Lead(
        "Ch. 95 does not say: its only liability rule in § 95-7 is 'The Town and/or its animal control agency shall not be "
        "liable for the death of any animal which has been impounded or disposed of pursuant to this section.', which "
        "speaks of death, not injury, and names no one who pays for an injury: ask the Town Clerk.", (NOT_LIABLE,),
        NEEDS_JUDGMENT),
    ("chickens", TOWN, "show_fair"): Lead(
        "The text does not settle it: 'Chickens are for personal (noncommercial) use only and not for any business-related "
        "purposes.', and 'The selling of eggs, chickens or by-products is prohibited.' Showing hens without selling them is "
        "not addressed: ask the Town Clerk.", (NONCOMMERCIAL, EGGS_NOT_SOLD), NEEDS_JUDGMENT),
    ("animal_care", TOWN, "owner_unreachable"): Lead(
        "Yes, as ch. 95 reads: 'In the event the owner of such animal cannot be located, the Town or any animal control "
        "agency with which the Town has an agreement or contract shall have the authority to take custody of such animal for "
        "the purpose of providing medical treatment, and the owner thereof shall reimburse the person or organization for "
        "the costs of such treatment.'", (OWNER_REIMBURSES,)),
    ("animal_care", TOWN, "temperature"): Lead(
        "Ch. 95 sets no temperature: § 95-16 says 'If a dog is tied or confined unattended outdoors under weather conditions "
        "which adversely affect the health of the dog, a shelter of suitable size to accommodate the dog shall be provided.' "
        "Whether the weather adversely affects the dog's health needs human judgment.", (DOG_SHELTER,), NEEDS_JUDGMENT),
    ("vehicle_accident", TOWN, "what_vehicle"): Lead(
        "The text does not define vehicle: § 95-21 says 'The operator of any vehicle involved in an accident resulting in "
        "injury to or death of a dog, cat or other animal which appears to be a pet shall immediately notify the Town "
        "Constable or an animal control agency whose jurisdiction extends into the Town.' Whether a riding mower or similar "
        "machine is a vehicle it does not say; to be safe, notify the Town Constable.", (ACCIDENT,), NEEDS_JUDGMENT),
    ("bite", TOWN, "trespasser"): Lead(
        "Yes, as ch. 95 reads: § 95-9 has no exception for a bite on a trespasser: 'Every owner or person harboring or keeping "
        "a dog or cat who knows that such dog or cat has bitten any person shall immediately report such fact to the Town "
        "Constable'.", (OWNER_REPORTS_BITE,)),
    ("at_large", VILLAGE, "walk_on_lead"): Lead(
        "Ch. 195 does not forbid leading them: it makes it unlawful 'to permit any cattle, horse, swine, sheep, goat or "
        "poultry to run at large in the Village', and 'to picket or tie any such animal in any of the streets of the Village "
        "for the purpose of grazing or feeding'. It does not define running at large; animals led and under control are not "
        "named, but do not tie them in the street to graze.", (W_AT_LARGE, W_GRAZING)),
    ("food_premises", TOWN, "near_food_outdoors"): _premises_lead("a sidewalk, deck or other outdoor area by the premises", "Town Clerk", FOOD),
    ("food_premises", VILLAGE, "near_food_outdoors"): _premises_lead("a sidewalk or other outdoor area by the premises", "Village Clerk", W_FOOD),
    ("chickens", VILLAGE, "hen_death_report"): Lead(
        "Only an unusual illness or death must be reported, and to the Health Department: '(2) Any person keeping chickens "
        "shall immediately report any unusual illness or death of chickens to the Health Department.' Whether a predator's "
        "kill is 'unusual' the text does not say; the Village Police Department enforces § 195-14, but this report goes to "
        "the Health Department.", (W_REPORT_DEATH,), NEEDS_JUDGMENT),
    ("chickens", VILLAGE, "few_hens"): Lead(
        "Yes, however few: 'Any person who keeps chickens on land in the Village which the person owns, occupies or controls "
        "shall obtain a permit issued by the Clerk.' The text sets no minimum number.", (W_PERMIT,)),
    ("chickens", TOWN, "few_hens"): Lead(
        "Yes, however few: 'Property owners shall be required to obtain a license with fee per the Town Fee Schedule to be "
        "paid before chickens are kept on the property.' The text sets no minimum number.", (CHICKEN_LICENSE_FIRST,)),
    ("rabies_vaccination", TOWN, "microchip"): Lead(
        "Yes, the tag is still required; ch. 95 has no microchip alternative: 'The owner shall attach the rabies vaccination "
        "tag or a substitute tag to a collar, and a collar with the tag attached shall be kept on the dog at all times', "
        "except during competition or training, while hunting, or when securely confined.", (TAG_ON_COLLAR,)),
    ("rabies_vaccination", TOWN, "tag_cost"): Lead(
        "Ch. 95 does not make a replacement tag free: 'The owner shall pay the cost of the rabies vaccination and the cost "
        "associated with the issuance of a certificate of rabies vaccination and the delivery of a rabies vaccination tag.', "
        "and a replacement comes from 'The veterinarian' (§ 95-2F); what a vet charges for it the text does not say.",
        (OWNER_PAYS_TAG, RABIES_DUPLICATE)),
    ("dog_license", TOWN, "late_return"): Lead(
        "Not without a late fee: § 95-4 has the Town Treasurer collect a late fee 'from every owner of a dog five months of "
        "age or over if the owner failed to obtain a license prior to April 1 of each year'. License before you leave, or "
        "ask the Town Treasurer.", (LATE_FEE,)),
    ("dog_limit", TOWN, "kennel_loophole"): Lead(
        "Only if the Town issues a kennel license for your lot: the limit 'shall not be applicable to any situation where a "
        "kennel license has been issued by the Town of Cedarburg', but 'Kennel licenses may only be issued for premises that "
        "have first received a conditional use permit for kennel operations under the Town Zoning Code'. Ask the Town Clerk.",
        (DOGS_KENNEL, KENNEL_CUP)),
    ("barking", TOWN, "kennel_barking"): Lead(
        "Yes: § 95-12 makes no exception for licensed kennels: 'It shall be unlawful for any person knowingly to keep or "
        "harbor an dog which habitually barks, howls or yelps'. The kennel-license exemption in § 95-22 is for the number of "
        "dogs only.", (BARK_RULE, DOGS_KENNEL)),
    ("cruelty", TOWN, "feral_poison"): Lead(
        "Not on the text: the poison rule is written for 'any pet animal owned by another', but § 95-18 also forbids anyone "
        "(other than officers on duty) to 'shoot or kill or commit an act of cruelty to any animal or bird' within the Town, "
        "and its own-premises exception is only for poison designed for rodent and pest extermination.",
        (POISON_PET, CRUEL_SHOOT_KILL)),
    ("bees", TOWN, "hive_move"): Lead(
        "Ch. 95 does not say: the license is tied to the property ('Licenses shall further authorize beekeeping only on the "
        "property for which the license is issued.'), and the application had to include a site plan ('The application must "
        "include a proposed site plan for the hives that shows compliance with all applicable requirements under this "
        "section.'). Whether moving hives within the yard needs a new filing it does not say: ask the Town Clerk.",
        (BEES_PROPERTY, BEES_SITE_PLAN), NEEDS_JUDGMENT),
    ("chickens", TOWN, "building_permit"): Lead(
        "Ch. 95 requires a license and an inspection but says nothing about a building permit: 'An inspection is required for "
        "the coop and run as part of the license procedure and will occur after all related improvements are made to ensure "
        "they are properly located and installed for the number of proposed chickens.' Ask the Town Clerk whether other Town "
        "codes require one.", (CHICKEN_INSPECTION,), NEEDS_JUDGMENT),
    ("chickens", VILLAGE, "building_permit"): Lead(
        "Permanent coops must meet the Village's building and zoning codes: '(8) All permanent (nonmobile) coops shall comply "
        "with all building and zoning requirements of this Code'. Whether that means a building permit the text does not "
        "say: ask the Village Clerk.", (W_COOP_CODES,), NEEDS_JUDGMENT),
    ("dog_license", TOWN, "pay_online"): Lead(
        "Ch. 95 does not say: the license is issued by the Town Treasurer 'Upon payment of the required license tax and upon "
        "presentation of evidence that the dog is currently immunized against rabies'; whether that can be done online or by "
        "mail the text does not say: ask the Town Treasurer.", (CURRENTLY_IMMUNIZED, ISSUES_LICENSE), NEEDS_JUDGMENT),
    ("penalties", VILLAGE, "registration"): Lead(
        "Ch. 195 does not say: its penalty provision says 'the court shall order the registration of the subject dog be "
        "revoked', but the chapter has no dog registration or licensing provision. Wisconsin's dog-licence law (Wis. Stat. "
        "§ 174.05, state law) requires a license for a dog over five months old: ask the Village Clerk.", (W_REMOVE_DOG,),
        NEEDS_JUDGMENT),
    ("cemetery", TOWN, "maybe_stray"): Lead(
        "The text does not say: 'No dog or cat shall be permitted in any public cemetery.' It does not say who answers for a "
        "cat no one owns, or whether feeding one counts as permitting it there: ask the Town Clerk.", (NO_CEMETERY,),
        NEEDS_JUDGMENT),
    ("feces", TOWN, "penalty"): Lead(
        "Ch. 95 states the duty but no fine amount: the owner or person in charge 'shall not permit solid fecal matter of such "
        "animal to deposit on any street, alley or other public or private property, unless such matter is immediately "
        "removed therefrom by said owner or person in charge.' Ask the Town Clerk what penalty applies.", (FECES,)),
    ("animal_care", TOWN, "is_abandoning"): Lead(
        "It may well be: 'No person may abandon any animal.' The text does not define abandoning or allow an unattended "
        "drop-off; arrange a surrender with the shelter or the Town's animal control agency instead.", (ABANDON,), NEEDS_JUDGMENT),
    ("rabies_vaccination", TOWN, "foreign_certificate"): Lead(
        "Ch. 95 accepts a current certificate for a dog brought into the Town, but does not say whether a foreign record "
        "qualifies: the owner has the dog vaccinated 'within 30 days after the dog is brought into the Town unless the dog "
        "has been vaccinated as evidenced by a current certificate of rabies vaccination', and 'The certificate of "
        "vaccination shall meet the requirements of § 95.21(2), Wis. Stats.' (state law). Whether your record meets that "
        "the text does not say: ask a Wisconsin veterinarian or the Town Clerk.", (BROUGHT_IN, CERTIFICATE_STATS), NEEDS_JUDGMENT),
    ("rabies_vaccination", TOWN, "certificate_update"): Lead(
        "Ch. 95 has no rule for updating it: § 95-2B lists what the vaccinating veterinarian puts on the certificate when it "
        "is issued, including 'spayed or unspayed, neutered or unneutered', and the license needs 'evidence that the dog is "
        "currently immunized against rabies' (§ 95-3A(4)). Whether the Town Treasurer wants proof of the neutering the text "
        "does not say: ask the Town Treasurer.", (CERTIFICATE_NEUTERED, CURRENTLY_IMMUNIZED), NEEDS_JUDGMENT),
    ("dog_license", TOWN, "certificate_update"): Lead(
        "Ch. 95 has no rule for updating it: § 95-2B lists what the vaccinating veterinarian puts on the certificate when it "
        "is issued, including 'spayed or unspayed, neutered or unneutered', and the license needs 'evidence that the dog is "
        "currently immunized against rabies' (§ 95-3A(4)). Whether the Town Treasurer wants proof of the neutering the text "
        "does not say: ask the Town Treasurer.", (CERTIFICATE_NEUTERED, CURRENTLY_IMMUNIZED), NEEDS_JUDGMENT),
    ("dog_license", TOWN, "free_license_late"): Lead(
        "The text does not settle it: a dog trained to lead blind or deaf persons gets a free license ('every dog "
        "specifically trained to lead blind or deaf persons is exempt from the dog license tax, and every person owning such "
        "a dog shall receive annually a free dog license from the Town Treasurer or his deputy upon application therefor'), "
        "while § 95-4's late fee is assessed 'from every owner of a dog five months of age or over if the owner failed to "
        "obtain a license prior to April 1 of each year'. Whether the late fee applies to a free license it does not say: "
        "ask the Town Treasurer.", (SERVICE_DOG, LATE_FEE), NEEDS_JUDGMENT),
    ("dog_license", TOWN, "kennel_house_dog"): Lead(
        "The text does not say directly: a kennel license is taken 'instead of the license tax for each dog required by this "
        "chapter', and the Town Treasurer issues 'a number of tags equal to the number of dogs authorized to be kept in the "
        "kennel'. Whether a dog kept in the house rather than the kennel can be counted under it the text does not say: ask "
        "the Town Treasurer; if not, the dog needs its own license.", (KENNEL_INSTEAD, KENNEL_TAGS), NEEDS_JUDGMENT),
    ("dog_license", TOWN, "license_year"): Lead(
        "January 1 to December 31: 'The license year shall commence January 1 and end December 31.'", (LICENSE_YEAR,)),
    ("dog_license", TOWN, "license_year_end"): Lead(
        "A license runs to December 31: 'The license year shall commence January 1 and end December 31.' A dog that becomes "
        "five months old after July 1 pays half ('These amounts shall be reduced by 1/2 if the animal became five months of "
        "age after July 1 during the license year.'), and a new license is needed for the next license year.",
        (LICENSE_YEAR, HALF_TAX)),
    ("rabies_quarantine", TOWN, "quarantine_muzzle"): Lead(
        "The quarantine rule names a muzzle as one option: 'If a district is quarantined for rabies, all dogs and cats within "
        "the Town shall be kept securely confined, tied, leashed or muzzled.', and 'Any dog or cat not confined, tied, "
        "leashed or muzzled is declared a public nuisance and may be impounded.' § 95-6's rules still apply too: no animal "
        "may run at large, and an owner 'shall keep his animal tied or enclosed in a proper enclosure so as not to allow said "
        "animal to interfere with the passing public or neighbors'.", (DISTRICT_CONFINED, NOT_CONFINED_NUISANCE, TIED_OR_ENCLOSED)),
    ("at_large", TOWN, "tied_unattended"): Lead(
        "The text does not address a short unattended tie-up: a dog is not running at large 'if it is on a leash and under "
        "control of a person physically able to control it', and otherwise the owner 'shall keep his animal tied or enclosed "
        "in a proper enclosure so as not to allow said animal to interfere with the passing public or neighbors'. Whether a "
        "dog tied alone in a public place meets that needs human judgment: ask the Town Clerk.",
        (LEASH, TIED_OR_ENCLOSED), NEEDS_JUDGMENT),
    # "how many days do i have to claim him before the town ... can get rid of him or sell him??" (trial 152 r06)
    ("impoundment", TOWN, "how_long_redeem"): Lead(
        "Seven days after the officer's notice to the owner: within that time the owner may reclaim the animal by paying the impoundment "
        "fees (set by the Town Board); 'If within seven days after such notice the owner does not claim such animal, the "
        "officer may dispose of the animal in a proper and humane manner', and 'the animal warden may sell the animal to any "
        "willing buyer.' An animal that bit a person before it was impounded is kept at the shelter for 14 days for "
        "observation.", (IMPOUND_7, IMPOUND_SALE, IMPOUND_FEES, IMPOUND_14)),
    ("impoundment", TOWN, "sold_buyer"): Lead(
        "Ch. 95 gives no way to undo the sale: 'If the owner does not reclaim the animal within seven days, the animal warden "
        "may sell the animal to any willing buyer.' (the seven days run from the notice to the owner). It says nothing about "
        "recovering an animal from a buyer: ask the impounding agency or the Town Clerk.", (IMPOUND_SALE, IMPOUND_7),
        NEEDS_JUDGMENT),
    ("cemetery", TOWN, "in_training"): Lead(
        "Not under the text: § 95-8 exempts only 'Every dog specially trained to lead blind or hearing-impaired persons'; a "
        "dog not yet trained is not named. Ask the Town Clerk if in doubt.", (CEMETERY_EXEMPT,)),
    ("bite", TOWN, "someone_else_reported"): Lead(
        "Not as ch. 95 reads: § 95-9 puts the duty on the owner: 'Every owner or person harboring or keeping a dog or cat who "
        "knows that such dog or cat has bitten any person shall immediately report such fact to the Town Constable'. A report "
        "by a clinic is not mentioned as a substitute: call the Town Constable yourself.", (OWNER_REPORTS_BITE,)),
    ("feces", TOWN, "moved_not_removed"): Lead(
        "No: § 95-10 says the owner or person in charge 'shall not permit solid fecal matter of such animal to deposit on any "
        "street, alley or other public or private property, unless such matter is immediately removed therefrom by said "
        "owner or person in charge.' Moving it into the weeds leaves it on other public or private property; it has to be "
        "removed.", (FECES,)),
    ("property_damage", TOWN, "bagged_anyway"): Lead(
        "Yes, even if it is bagged: § 95-11 makes it unlawful for an owner 'to permit such animal, dog or cat to go upon any "
        "parkway or private lands or premises without the permission of the owner of such premises' and damage plantings 'or "
        "to defecate thereon'. It does not excuse it when the owner cleans up.", (DAMAGE,)),
    ("property_damage", TOWN, "tenant_damage"): Lead(
        "Ch. 95 does not settle it: § 95-11 makes it unlawful to permit an animal 'to go upon any parkway or private lands or "
        "premises without the permission of the owner of such premises and break, bruise, tear up, crush or injure any lawn, "
        "flower bed, plant, shrub, tree or garden'. Whether a lease that allows pets is the owner's permission the text does "
        "not say: ask the Town Clerk.", (PARKWAY_LAWN,), NEEDS_JUDGMENT),
    ("barking", TOWN, "who_files"): Lead(
        "Ch. 95 does not limit who may file: 'A dog or cat is considered to be in violation of this section when two formal, "
        "written complaints are filed with the Town within a four-week period.' The offense itself is barking 'to the great "
        "discomfort of the peace and quiet of the neighborhood or in such manner as to materially disturb or annoy persons in "
        "the neighborhood who are of ordinary sensibilities'; whether that is shown needs human judgment.",
        (BARK_TWO, BARK_NEIGHBORHOOD), NEEDS_JUDGMENT),
    ("animal_sale", TOWN, "prize"): Lead(
        "§ 95-14's prize ban covers only dyed fowl and rabbits: 'No person may sell, offer for sale, raffle, give as a prize or "
        "premium, use as an advertising device or display living chicks, ducklings, other fowl or rabbits that have been dyed "
        "or otherwise colored artificially.' It does not name fish or other animals.", (DYED,)),
    ("trapping", TOWN, "town_agent"): Lead(
        "No, that exception is for the Town's own work: 'Nothing in this section shall prohibit or hinder the Town of "
        "Cedarburg or its employees or agents from performing their official duties.' Someone hired by a resident is not "
        "named, so outdoor traps must comply with Wisconsin's trapping law (Wis. Stat. ch. 29, state law).", (TRAPS_OFFICIAL, TRAPS)),
    ("pet_theft", TOWN, "rescue"): Lead(
        "Ch. 95 gives a bystander no such exception: 'No person may take the dog or cat of another from one place to another "
        "without the owner's consent', and 'This section does not apply to law enforcement officers or humane society agents "
        "engaged in the exercise of their official duties'. Call law enforcement: under § 95-17 an officer may remove an "
        "animal 'cruelly exposed to the weather'. Whether state law protects a rescuer this assistant does not cover.",
        (OF_ANOTHER, NAPPING_EXEMPT, CRUELLY_EXPOSED)),
    ("vehicle_accident", TOWN, "own_pet"): Lead(
        "Yes, as written: § 95-21 makes no exception for your own pet or your own property: 'The operator of any vehicle "
        "involved in an accident resulting in injury to or death of a dog, cat or other animal which appears to be a pet shall "
        "immediately notify the Town Constable or an animal control agency whose jurisdiction extends into the Town.'", (ACCIDENT,)),
    ("dog_limit", TOWN, "service_dog_limit"): Lead(
        "Ch. 95 makes no guide-dog exception to the limit: 'No family shall own, harbor or keep in its possession more than "
        "three dogs on any residential lot or on any lot zoned as E-1'; its exceptions are for litters, the dogs licensed on "
        "the parcel on January 6, 1988, and a Town kennel license. As written the guide dog counts; whether disability law "
        "requires an accommodation is outside the text: ask the Town Clerk.", (DOGS_KEPT,), NEEDS_JUDGMENT),
    ("bees", TOWN, "license_term"): Lead(
        "Ch. 95 does not say: § 95-23 requires the license ('No person shall keep bees without obtaining a license or in a "
        "manner contrary to the regulations under this section.') and 'A fee shall be charged for the license per the Town "
        "Fee Schedule.', but states no term or renewal (unlike the chicken license, which is renewed annually): ask the Town "
        "Clerk.", (BEES_LICENSE, BEES_FEE), NEEDS_JUDGMENT),
    ("chickens", TOWN, "other_lot"): Lead(
        "Ch. 95 does not clearly allow it: hen chickens are permitted 'as an accessory use in all residential zoning "
        "districts', and the only rule joining lots is 'Adjoining lots having common ownership shall be considered as one "
        "premises.' A separate lot that does not adjoin is not addressed: ask the Town Clerk before applying.",
        (HEN_CHICKENS, T_ADJOINING), NEEDS_JUDGMENT),
    ("chickens", TOWN, "own_eggs"): Lead(
        "Ch. 95 does not address eggs from your own hens: § 95-18 says no one except officers on duty shall 'disturb any "
        "birds' nests or birds' eggs', but § 95-24 assumes licensed hens' eggs are gathered ('The selling of eggs, chickens or "
        "by-products is prohibited.'). Nothing in the text forbids collecting them; ask the Town Clerk for certainty.",
        (BIRDS_EGGS, EGGS_NOT_SOLD), NEEDS_JUDGMENT),
    ("chickens", TOWN, "kids_help"): Lead(
        "The text does not settle it: 'Chickens are for personal (noncommercial) use only and not for any business-related "
        "purposes.' Whether family hens that day-care children help care for are kept for a business-related purpose the "
        "text does not say: describe the plan to the Town Clerk when you apply.", (NONCOMMERCIAL,), NEEDS_JUDGMENT),
    ("chickens", VILLAGE, "water_freeze"): Lead(
        "The standard has no winter exception: § 195-14C(5) says '(5) Chickens shall always be provided with fresh water along "
        "with adequate amounts of feed.' Whether a few hours of frozen water meets 'always' needs human judgment; the section "
        "prescribes no method.", (W_FRESH_WATER,), NEEDS_JUDGMENT),
    ("chickens", TOWN, "water_freeze"): Lead(
        "§ 95-15 sets the standard: 'If potable water is not accessible to the animals at all times, it shall be provided "
        "daily and in sufficient quantity for the health of the animal.'", (WATER_DAILY,)),
    ("at_large", VILLAGE, "outside_owner"): Lead(
        "The at-large rule is not limited to Village residents: 'It shall be unlawful to permit any cattle, horse, swine, "
        "sheep, goat or poultry to run at large in the Village.', and 'Any such animal running at large in any public place in "
        "the Village shall be impounded in the manner provided in this chapter.' How it is enforced against an owner outside "
        "the Village the text does not say: ask the Village Clerk whom to call.", (W_AT_LARGE, W_IMPOUND)),
    ("barking", VILLAGE, "feeding_wild"): Lead(
        "Ch. 195 does not settle it: its noise rule says 'It shall be unlawful to harbor or keep any animals which disturb the "
        "peace by loud noises at any time of the day or night.', but it does not define harbor or say whether feeding wild "
        "birds counts: ask the Village Police Department.", (W_NOISE,), NEEDS_JUDGMENT),
    ("food_premises", VILLAGE, "upstairs"): _premises_lead("an apartment in the same building", "Village Clerk", W_FOOD),
    ("food_premises", TOWN, "upstairs"): _premises_lead("an apartment in the same building", "Town Clerk", FOOD),
    ("cat_limit", VILLAGE, "young_count"): Lead(
        "Not until they are over five months old: 'No more than three cats over five months old shall be kept in each "
        "residential household', so kittens count toward the limit once they are over five months old (the same for "
        "rabbits and other similar animals).", (W_CATS_KEPT,)),
    ("cat_limit", VILLAGE, "group_home"): Lead(
        "Ch. 195 does not say: 'No more than three cats over five months old shall be kept in each residential household.' It "
        "does not define a residential household or mention group homes: ask the Village Clerk (the zoning code controls "
        "where it conflicts with ch. 195).", (W_CATS_KEPT, W_ZONING_CONTROLS), NEEDS_JUDGMENT),
    ("barking", TOWN, "what_can_i_do"): Lead(
        "You can file a formal, written complaint with the Town: 'A dog or cat is considered to be in violation of this "
        "section when two formal, written complaints are filed with the Town within a four-week period.' Whether the "
        "barking is habitual and to the 'great discomfort' of the neighborhood needs human judgment: ask the Town Clerk.",
        (BARK_TWO, BARK_RULE), NEEDS_JUDGMENT),
    ("barking", VILLAGE, "what_can_i_do"): Lead(
        "You can report it: 'It shall be unlawful to harbor or keep any animals which disturb the peace by loud noises at "
        "any time of the day or night.' Ch. 195 sets no complaint procedure and does not name who enforces this provision: "
        "report it to the Village Police Department or ask the Village Clerk. Whether the noise disturbs the peace needs "
        "human judgment.", (W_NOISE,), NEEDS_JUDGMENT),
    ("penalties", VILLAGE, "dog_removal"): Lead(
        "Yes, it can come to that: besides the penalty of 'Chapter 1, § 1-3 of this Code', ch. 195 says 'In addition, the "
        "court shall order the registration of the subject dog be revoked and remove the dog from the Village.' That "
        "follows a violation found by the court; the text gives no fine amount (ask the Village Clerk).",
        (W_REMOVE_DOG, W_PENALTY)),
    ("penalties", VILLAGE, "removed_return"): Lead(
        "Ch. 195 does not say how long a removal lasts or whether visits are allowed: 'In addition, the court shall order the "
        "registration of the subject dog be revoked and remove the dog from the Village.', and 'Should the defendant refuse to "
        "remove the dog from the Village, the Circuit Court Judge shall find the defendant owner in contempt and order the "
        "immediate confiscation and impoundment of the dog.' Ask the court that made the order before bringing the dog back.",
        (W_REMOVE_DOG, W_CONTEMPT), NEEDS_JUDGMENT),
    ("chickens", VILLAGE, "rolling_year"): Lead(
        "No clean slate on January 1: § 195-14E says 'In the event that a permit holder accumulates three violations of this "
        "section within any twelve-month period, the permit shall be revoked.' The count runs over any twelve months, not "
        "the calendar year.", (W_REVOKE,)),
    ("chickens", VILLAGE, "repair"): Lead(
        "Ch. 195 does not define modify: the permit 'shall remain valid unless a person discontinues the keeping of chickens "
        "for a period of 12 months or more or seeks to modify the coop and run located on the property.' Whether restoring "
        "the same roof in the same place is a modification the text does not say: ask the Village Clerk before the work.",
        (W_STAYS_VALID,), NEEDS_JUDGMENT),
    ("chickens", VILLAGE, "nuisance_animals"): Lead(
        "It reaches animals too: § 195-14C(11) says no one shall keep chickens that 'cause any other nuisance associated with "
        "unhealthy condition, create a public health threat or otherwise interfere with the normal use of property or "
        "enjoyment of life by humans or animals'. Whether that is so here needs human judgment; the Village Police Department "
        "enforces § 195-14.", (W_NUISANCE,), NEEDS_JUDGMENT),
    ("wild_animals", TOWN, "other_permits"): Lead(
        # not "Not by those permits alone" to "if I get some kind of state license" (trial 104 r12): name the one license
        "Only a state game farm license is named: the keeping ban's own exception is 'except in those situations where a "
        "state game farm license has been issued'; the exception for 'persons holding federal permits' is written for "
        "Subsection A (protected animals), and the other exceptions are for a veterinarian, educational institutions, "
        "licensed pet shops and zoological gardens. Whether another state or federal permit is enough the text does not say: "
        "ask the Town Clerk.", (WILD_GAME_FARM, FEDERAL_PERMITS), NEEDS_JUDGMENT),
    ("cruelty", TOWN, "procedure"): _procedure_lead("§ 95-18 forbids anyone to 'commit an act of cruelty to any animal or bird'",
                                                    "a humane officer or the Town Clerk", CRUEL_ACT),
    ("animal_care", TOWN, "procedure"): _procedure_lead("§ 95-18 forbids anyone to 'commit an act of cruelty to any animal or bird'",
                                                        "a humane officer or the Town Clerk", CRUEL_ACT),
    ("cruelty", VILLAGE, "procedure"): _procedure_lead("ch. 195 says 'No person shall cruelly treat any animal in the Village in any "
                                                       "way'", "the Village Police Department", W_CRUELTY),
    ("animal_care", VILLAGE, "procedure"): _procedure_lead("ch. 195 says 'No person shall cruelly treat any animal in the Village in "
                                                           "any way'", "the Village Police Department", W_CRUELTY),
    ("cruelty", TOWN, "hunting"): Lead(
        "The text has no hunting exception: § 95-18 says 'No person except a police officer or health or humane officer in "
        "the pursuit of his duties shall, within the Town, shoot or kill or commit an act of cruelty to any animal or bird'. "
        "Ch. 95 does not mention hunting licenses or say how this fits Wisconsin's hunting law: that needs human judgment; "
        "ask the Town Clerk before the season.", (CRUEL_SHOOT_KILL,), NEEDS_JUDGMENT),
    ("cruelty", TOWN, "shoot_pest"): Lead(
        "§ 95-18 forbids it as written: 'No person except a police officer or health or humane officer in the pursuit of his "
        "duties shall, within the Town, shoot or kill or commit an act of cruelty to any animal or bird'. The text makes no "
        "exception for animals damaging your property, and it does not say how this fits Wisconsin's wildlife law: that "
        "needs human judgment; ask the Town Clerk.", (CRUEL_SHOOT_KILL,), NEEDS_JUDGMENT, alone=True),
    # "theres a robins nest with eggs in it on top of my porch light. can i just knock it down?" (trial 255 r17)
    ("cruelty", TOWN, "disturb_nest"): Lead(
        # the whole sentence: "shoots at the birds in his yard and knocks down their nests" asks both (trial 259 r17)
        "Not allowed: 'No person except a police officer or health or humane officer in the pursuit of his duties shall, "
        "within the Town, shoot or kill or commit an act of cruelty to any animal or bird or disturb any birds' nests or "
        "birds' eggs.' (§ 95-18)", (CRUEL_SHOOT_KILL, BIRDS_EGGS), alone=True),
    ("cruelty", TOWN, "hand_lead"): Lead(
        "The text does not settle it: § 95-18 says 'No person shall lead any animal upon a Town street from a motor vehicle "
        "or from a trailer or semitrailer drawn by a motor vehicle.' It is written about leading an animal from the vehicle or "
        "trailer; whether walking an animal by hand after unloading it is covered the text does not say. Ask the Town Clerk.",
        (VEHICLE_LEAD,), NEEDS_JUDGMENT),
    ("vicious_dog", TOWN, "wild_prey"): Lead(
        "Not under § 95-6 as written: it makes it unlawful to keep a dog or cat which 'Kills, wounds or worries any domestic "
        "animal', and a wild animal is not a domestic animal; ch. 95 has no rule on a pet catching wildlife on its owner's "
        "land. Ask the Town Clerk if in doubt.", (KILLS_DOMESTIC,)),
    ("vicious_dog", TOWN, "vicious_ends"): Lead(
        "Ch. 95 sets no end date: 'No vicious dog shall be allowed off the premises of its owner unless muzzled or on a leash "
        "in charge of the owner or a member of the owner's immediate family over 16 years of age.' The text says nothing "
        "about the status lapsing or being lifted: ask the Town Clerk.", (VICIOUS_LEASH,), NEEDS_JUDGMENT),
    ("feces", TOWN, "owner_permission"): Lead(
        "The pick-up rule has no permission exception: § 95-10 says the owner or person in charge 'shall not permit solid "
        "fecal matter of such animal to deposit on any street, alley or other public or private property, unless such matter "
        "is immediately removed therefrom by said owner or person in charge.' A landowner's permission matters under § 95-11 "
        "(animals on private lands 'without the permission of the owner of such premises'), not under § 95-10.",
        (FECES, WITHOUT_PERMISSION)),
    ("animal_sale", TOWN, "buyer"): Lead(
        "The rule binds the seller, not the buyer: § 95-14 says 'No retailer, as defined in § 100.30(2)(e), Wis. Stats., may "
        "sell, offer for sale, barter or give away living baby rabbits, baby chicks, ducklings or other fowl under two months "
        "of age, in any quantity fewer than six'; it puts no duty on the person who buys them.", (RETAIL_SIX,)),
    ("cat_limit", VILLAGE, "exceed_permit"): Lead(
        "Ch. 195 names no permit or approval for more: 'No more than three cats over five months old shall be kept in each "
        "residential household.' Unlike the livestock rule (advance Village Board approval), the cat limit states no "
        "exception; only the zoning code (ch. 525) controls where it conflicts with ch. 195. Ask the Village Clerk.",
        (W_CATS_KEPT, W_ZONING_CONTROLS)),
    ("penalties", VILLAGE, "acquitted"): Lead(
        "The text puts those expenses on violators: 'any person violating this chapter shall pay all expenses, including "
        "shelter, food, handling, veterinary care and testimony necessitated by the enforcement of this chapter'. It does not "
        "say who pays if no violation is found: ask the court or the Village Clerk.", (W_EXPENSES,), NEEDS_JUDGMENT),
    ("chickens", VILLAGE, "other_violation"): Lead(
        "As written, only violations of the chicken section count: § 195-14E says 'In the event that a permit holder "
        "accumulates three violations of this section within any twelve-month period, the permit shall be revoked.' Whether a "
        "citation under ch. 195's separate noise provision counts the text does not say: ask the Village Clerk or the Village "
        "Police Department, which enforces § 195-14.", (W_REVOKE,), NEEDS_JUDGMENT),
    ("chickens", VILLAGE, "convert_structure"): Lead(
        "Yes, if it then meets the section: § 195-14A defines COOP as 'A new or existing enclosed accessory structure "
        "designed or modified for the keeping of chickens and meeting the requirements of this section.' A converted "
        "structure must still be a sanitary and adequately sized coop, meet the zoning setbacks, and stay off the front and "
        "side yards.", (W_COOP_DEF, W_COOP, W_SETBACKS, W_YARD)),
    ("trapping", TOWN, "trapping_age"): Lead(
        "Ch. 95 sets no age rule of its own: § 95-19 says only 'All traps set, placed or tended shall comply with Ch. 29, "
        "Wis. Stats., as they relate to trapping.' Any age or licensing requirement comes from that Wisconsin law (state "
        "law, Wis. Stat. ch. 29), not from the Town ordinance.", (TRAPS,)),
    ("dog_limit", TOWN, "licensed_count"): Lead(
        "The text grandfathers the number licensed, not the number kept: 'The number of dogs licensed on any particular parcel "
        "of property as of the date of passage, January 6, 1988, may continue to be kept on the property by the owners or "
        "tenants even if greater than as herein specified.' Dogs that were not licensed then do not add to it; ask the Town "
        "Clerk what the Town's records show.", (DOGS_1988,)),
    ("bees", TOWN, "revoked_sold"): Lead(
        "The text does not settle it: § 95-23 says 'A new license cannot be issued to the licensee or the licensee’s property "
        "until one year after the date of revocation.' Whether the property is still 'the licensee’s property' once it is "
        "sold the text does not say: ask the Town Clerk before closing.", (BEES_REVOKE,), NEEDS_JUDGMENT),
    ("rabies_vaccination", TOWN, "other_vet_tag"): Lead(
        "§ 95-2F does not say it must be the vet who vaccinated: 'The veterinarian may furnish a new rabies vaccination tag "
        "with a new serial number to an owner in place of the original tag upon presentation of the certificate of rabies "
        "vaccination.' Bring the certificate to your vet; if the vet hesitates, ask the Town Clerk.", (RABIES_DUPLICATE,),
        NEEDS_JUDGMENT),
    ("dog_license", TOWN, "kennel_pups"): Lead(
        "Not until they are over five months old: the kennel owner or keeper keeps 'a kennel license tag attached to the "
        "collar of each dog over five months old kept by the owner or keeper under a kennel license'.", (KENNEL_TAG_FIVE_MONTHS,)),
    ("dog_license", TOWN, "daycare_collar"): Lead(
        "The day-care sentence states no exception: § 95-3B says 'All dogs cared for at a dog day care and/or in-home boarding "
        "center must be licensed by the jurisdiction within which they reside, wear the license at all times, and have a "
        "current rabies vaccination.' The tag rules before it do not apply 'to a dog securely confined in a fenced area', but "
        "whether that carries over to day-care dogs the text does not say: ask the Town Clerk.", (BOARDING, CONFINED_FENCED),
        NEEDS_JUDGMENT),
    ("impoundment", TOWN, "notice_date"): Lead(
        "The text does not say: § 95-7 has the officer notify the owner 'personally or through the United States Mail', and "
        "'If within seven days after such notice the owner does not claim such animal, the officer may dispose of the animal "
        "in a proper and humane manner', without saying whether a mailed notice counts from mailing or from receipt. Claim the "
        "animal right away, and ask the impounding officer.", (NOTICE_BY_MAIL, IMPOUND_7), NEEDS_JUDGMENT),
    ("barking", TOWN, "filed_elsewhere"): Lead(
        "Not clearly: § 95-12 counts complaints filed with the Town: 'A dog or cat is considered to be in violation of this "
        "section when two formal, written complaints are filed with the Town within a four-week period.' Statements given to "
        "another office (the sheriff's) are not mentioned; to be safe, file formal written complaints with the Town itself.",
        (BARK_TWO,), NEEDS_JUDGMENT),
    ("barking", TOWN, "one_time"): Lead(
        "One episode is not what § 95-12 describes: it is about a dog 'which habitually barks, howls or yelps', and a dog or "
        "cat is in violation 'when two formal, written complaints are filed with the Town within a four-week period'.",
        (BARK_RULE, BARK_TWO)),
    ("barking", VILLAGE, "one_time"): Lead(
        "Ch. 195's noise rule has no habitual or repeat requirement: 'It shall be unlawful to harbor or keep any animals which "
        "disturb the peace by loud noises at any time of the day or night.' Whether one episode disturbed the peace needs "
        "human judgment, and the text does not say who decides: ask the Village Police Department.", (W_NOISE,), NEEDS_JUDGMENT),
    # "someone told me the animal noise rule only covers nighttime, is that true?" (trial 232 r27): no, day or night
    ("barking", VILLAGE, "time_of_day"): Lead(
        # no bare "No": "is daytime barking still against the rules?" would read it as "not against the rules" (bench)
        "Day or night: the Village's noise rule sets no hours: 'It shall be unlawful to harbor or keep any animals which "
        "disturb the peace by loud noises at any time of the day or night.'",
        (W_NOISE,), NEEDS_JUDGMENT),  # the rule's outcome then says who decides, once (trial 236 r27's grader)
    ("animal_care", TOWN, "shelter_size"): Lead(
        "Not if the dog cannot fit in it: § 95-16 says 'If a dog is tied or confined unattended outdoors under weather "
        "conditions which adversely affect the health of the dog, a shelter of suitable size to accommodate the dog shall be "
        "provided.' Whether a given shelter is 'of suitable size' needs human judgment; report concerns to law enforcement or a "
        "humane officer.", (DOG_SHELTER,), NEEDS_JUDGMENT),
    ("vehicle_accident", TOWN, "other_agency"): Lead(
        "It counts if that agency's jurisdiction extends into the Town: § 95-21 requires the operator to 'immediately notify "
        "the Town Constable or an animal control agency whose jurisdiction extends into the Town'. If you are not sure it "
        "does, notify the Town Constable as well.", (ACCIDENT,)),
    ("food_premises", TOWN, "home_kitchen"): _premises_lead("a private home kitchen", "Town Clerk", FOOD),
    ("food_premises", VILLAGE, "home_kitchen"): _premises_lead("a private home kitchen", "Village Clerk", W_FOOD),
    # "can I sell a few dozen to neighbors or at a roadside stand?" asked as a chicken question (trial 20 w38); the
    # Town's egg-sale ban is the chicken rule's own answer, which knows § 95-24 does not govern agricultural land
    ("chickens", VILLAGE, "farm_stand"): Lead(
        "No: 'No person may offer to sell eggs or chicks accumulated from the activities permitted hereunder.'",
        (W_EGGS,), alone=True),  # not the rule's "Selling eggs is banned" after it (trial 295 r40's grader: said twice)
    ("food_premises", TOWN, "farm_stand"): _premises_lead("an open-air farm stand", "Town Clerk", FOOD),
    ("food_premises", VILLAGE, "farm_stand"): _premises_lead("an open-air farm stand", "Village Clerk", W_FOOD),
    ("bite", TOWN, "carcass"): _CARCASS,
    ("rabies_quarantine", TOWN, "carcass"): _CARCASS,
    ("bite", TOWN, "officer_kill"): _OFFICER_KILL,
    ("rabies_quarantine", TOWN, "officer_kill"): _OFFICER_KILL,
    ("bite", TOWN, "vet_cooperation"): _VET_COOPERATION,
    ("rabies_quarantine", TOWN, "vet_cooperation"): _VET_COOPERATION,
    ("cat_limit", VILLAGE, "who_liable"): _WHO_LIABLE,
    ("penalties", VILLAGE, "who_liable"): _WHO_LIABLE,
    ("wild_animals", VILLAGE, "domesticated"): _DOMESTICATED,
    ("livestock", VILLAGE, "domesticated"): _DOMESTICATED,
    ("animal_care", TOWN, "vet_hold"): _VET_HOLD,
    ("pet_theft", TOWN, "vet_hold"): _VET_HOLD,
    ("dog_license", TOWN, "confined_no_tag"): Lead(
        "Not while securely confined: the kennel tag is kept on each dog's collar 'at all times, but this requirement "
        "does not apply to a show dog during competition, to a dog securely confined indoors or to a dog securely "
        "confined in a fenced area'. Whether a given run is 'securely confined' needs human judgment.",
        (KENNEL_TAG_SHOW,), NEEDS_JUDGMENT),
    ("animal_care", TOWN, "food_amount"): Lead(
        "Ch. 95 sets no amount: 'The food shall be sufficient to maintain all animals in good health.' Whether a diet "
        "is sufficient is a judgment about the animal's health, not a quantity.", (FOOD_HEALTH,), NEEDS_JUDGMENT),
    ("vehicle_accident", TOWN, "fault"): Lead(
        "§ 95-21 says nothing about fault or who pays: it requires only that 'The operator of any vehicle involved in an "
        "accident resulting in injury to or death of a dog, cat or other animal which appears to be a pet shall "
        "immediately notify the Town Constable or an animal control agency whose jurisdiction extends into the Town.'",
        (ACCIDENT,)),
    ("bees", TOWN, "adjacent_lots"): Lead(
        "The limit can count adjacent lots together: 'No more than 10 hives may be kept on a single parcel or single group of adjacent parcels in "
        "common ownership functioning as a single parcel in common use.' Whether your two lots function as a single "
        "parcel in common use needs human judgment; ask the Town Clerk.", (BEES_10,), NEEDS_JUDGMENT),
    ("cruelty", TOWN, "spectator"): Lead(
        "Spectators are named: 'No person may instigate, promote, aid or abet as a principal, agent, employee, "
        "participant or spectator … the shooting, killing or wounding with a firearm or any deadly weapon any animal "
        "that is tied, staked out, caged or otherwise intentionally confined in a man-made enclosure, regardless of "
        "size.'", (SHOOTING_SPECTATOR,)),
    ("trapping", TOWN, "inside_building"): Lead(
        "The exception is for trapping inside: 'This section shall not apply to trapping within the confines of "
        "buildings or homes.' Whether a porch, shed or other space is within those confines the text does not say: "
        "that needs human judgment.", (TRAPS_INDOORS,), NEEDS_JUDGMENT),
    ("feces", TOWN, "temporary_injury"): Lead(
        "The exemption is for 'a person who is visually or physically handicapped': 'This section shall not apply to a "
        "person who is visually or physically handicapped.' Whether a temporary injury counts the text does not say: "
        "that needs human judgment; ask the Town Clerk.", (FECES_EXEMPT,), NEEDS_JUDGMENT),
    ("pet_theft", TOWN, "co_owner"): Lead(
        "The text does not settle it: § 95-20 protects 'the dog or cat of another': 'No person may take the dog or cat of "
        "another from one place to another without the owner's consent'. It does not address a dog owned jointly: "
        "that needs human judgment; ask the Town Constable.", (OF_ANOTHER,), NEEDS_JUDGMENT),
    ("rabies_vaccination", TOWN, "expiry_decided"): Lead(
        "The certificate states 'the date that the immunization expires as specified for that type of vaccine by the "
        "Centers for Disease Control of the United States Department of Health and Human Services and the Town', and "
        "the dog is revaccinated 'before the date that immunization expires as stated on the certificate of "
        "vaccination'. If the date printed looks wrong for the vaccine given, ask the veterinarian who issued it.",
        (EXPIRY_SET_BY, REVACCINATE_BY_DATE)),
    ("barking", TOWN, "co_signed"): Lead(
        "The text does not say: a violation needs 'two formal, written complaints are filed with the Town within a "
        "four-week period', and it does not say whether one letter signed by two households counts as two. That needs "
        "human judgment; ask the Town Clerk.", (BARK_TWO,), NEEDS_JUDGMENT),
    ("vehicle_accident", TOWN, "maybe_stray"): Lead(
        # who to notify first (trial 242 r20's grader: "a driver could read the answer as permission not to report")
        "Notify the Town Constable or an animal control agency serving the Town, immediately: 'The operator of any vehicle "
        "involved in an accident resulting in injury to or death of a dog, cat or other animal which appears to be a pet "
        "shall immediately notify the Town Constable or an animal control agency whose jurisdiction extends into the "
        "Town.' A dog is named outright; whether 'which appears to be a pet' also limits a dog, and whether one without "
        "a collar appears to be a pet, the text does not say: ask the Town Constable.",
        (ACCIDENT,), NEEDS_JUDGMENT),
    ("bees", TOWN, "wild_swarm"): Lead(
        "The text does not settle it: it forbids to 'keep any bees in or upon any premises within the limits of the "
        "Town, except in an agriculturally zoned area' unless kept under § 95-23's rules, and speaks of bees "
        "'intentionally kept'. Whether a wild swarm you did not bring is 'kept' needs human judgment; ask the Town "
        "Clerk.", (KEEP_ANY_BEES, BEES_HONEY), NEEDS_JUDGMENT),
    ("food_premises", VILLAGE, "in_training"): Lead(
        "The text excepts only 'seeing-eye dogs': 'No person shall take, or permit to remain, any dog, cat or other live "
        "animal on or upon any premises where food is sold, offered for sale or processed for consumption by the "
        "general public, except seeing-eye dogs.' Whether a guide dog in training counts it does not say; ask the "
        "Village Clerk. State and federal law, which this assistant does not cover, may say more.",
        (W_FOOD,), NEEDS_JUDGMENT),
    ("rabies_quarantine", TOWN, "keep_rabid_bitten"): _RABID_KEEP_LEAD,
    ("bite", TOWN, "keep_rabid_bitten"): _RABID_KEEP_LEAD,
    ("impoundment", TOWN, "fine_too"): Lead(
        "It can be both: § 95-7 allows impounding 'In addition to any penalty hereinafter provided for a violation of "
        "this chapter'. The ordinance states no penalty amount; ask the Town Clerk.", (IMPOUND_PLUS_PENALTY,)),
    ("bite", TOWN, "confined_meaning"): Lead(
        "The text does not define 'confined': the owner 'shall keep such dog or cat confined for not less than 14 days "
        "or for such period of time as the Town Constable shall direct'. Ask the Town Constable whether a fenced yard "
        "will do.", (CONFINE_14,), NEEDS_JUDGMENT),
    # "what actually makes a dog count as 'vicious'? our shepherd nipped one guy once" (trial 74 r05): the test first
    ("vicious_dog", TOWN, "vicious_test"): Lead(
        "Under § 95-6, 'a dog shall be deemed as being of a vicious disposition if within any twelve-month period it bites "
        "two or more persons or inflicts serious injury to one person in unprovoked circumstances off the owner's premises'.",
        (VICIOUS_DEF,)),
    ("wild_animals", TOWN, "exempt_distance"): Lead(
        "No one may live within 100 feet: the exceptions to § 95-13's list (a veterinarian's care, educational institutions, "
        "licensed pet shops, zoological gardens) apply only if, among other conditions, 'No person lives or resides within "
        "100 feet of the quarters in which the animals are kept.'", (_t("13", "No person lives or resides within 100 feet of "
                                                                          "the quarters in which the animals are kept."),)),
    ("bite", TOWN, "confine_period"): Lead(
        "Fourteen days is the least, not the most: the owner 'shall keep such dog or cat confined for not less than 14 days "
        "or for such period of time as the Town Constable shall direct'. The period is the Town Constable's to direct; ask "
        "the Town Constable how long yours is.", (CONFINE_14,)),
    ("bite", TOWN, "head_shot"): _HEAD_LEAD,
    # "my pup got her first rabies shot last fall ... is that good for 3 years?" (trial 184 r01)
    ("rabies_vaccination", TOWN, "first_shot"): Lead(
        "No, not the first shot: the dog must be 'revaccinated within one year after the initial vaccination'. The three "
        "years are for later shots, and only when the certificate states no expiration date: 'before the date that "
        "immunization expires as stated on the certificate of vaccination or, if no date is specified, within three years "
        "after the previous vaccination'.", (RABIES_FIRST, RABIES_BOOSTER)),
    ("bite", TOWN, "exam_count"): _EXAMS_LEAD,
    ("rabies_quarantine", TOWN, "exam_count"): _EXAMS_LEAD,
    ("rabies_quarantine", TOWN, "head_shot"): _HEAD_LEAD,
    ("chickens", TOWN, "empty_coop"): Lead(
        "The text reaches the coop itself: 'In any nonagricultural zoned district, no person shall keep, harbor or have "
        "in his possession or under his control any chickens, or have any chicken coop or yard within the Town, "
        "without first complying with this section.' Whether an unused coop with no chickens needs a license it does "
        "not say: that needs human judgment; ask the Town Clerk.", (T_NONAG,), NEEDS_JUDGMENT),
    ("cat_limit", VILLAGE, "temporary_stay"): Lead(
        "The text makes no exception for a temporary stay: 'No more than three cats over five months old shall be kept "
        "in each residential household.' Whether a visiting cat is 'kept' in the household it does not say: that "
        "needs human judgment; ask the Village Clerk.", (W_CATS_KEPT,), NEEDS_JUDGMENT),
    ("dog_limit", TOWN, "family_definition"): Lead(
        "Yes, it applies to one person: § 95-22 defines FAMILY as 'One or more persons.', and 'No family shall own, harbor "
        "or keep in its possession more than three dogs on any residential lot or on any lot zoned as E-1'; if more than one "
        "family resides on a residential lot, the total is still three.",
        (_t("22", "One or more persons."), DOGS_KEPT, _t("22", "If more than one family resides on a residential lot, then only a total of three dogs shall be allowed on the residential lot."))),
    ("dog_limit", TOWN, "temporary_stay"): Lead(
        "The text makes no exception for a temporary stay: 'No family shall own, harbor or keep in its possession more "
        "than three dogs on any residential lot or on any lot zoned as E-1'. Whether a visiting dog is harbored or kept "
        "it does not say: that needs human judgment; ask the Town Clerk.", (DOGS_KEPT,), NEEDS_JUDGMENT),
    ("dog_license", TOWN, "show_dog"): Lead(
        "Not during competition: the kennel license tag must be kept on each dog's collar 'at all times, but this "
        "requirement does not apply to a show dog during competition, to a dog securely confined indoors or to a dog "
        "securely confined in a fenced area', and the rabies tag rule has the same exception for 'a dog during "
        "competition or training'.", (KENNEL_TAG_SHOW, RABIES_TAG_COMPETITION)),
    ("rabies_vaccination", TOWN, "show_dog"): Lead(
        "Not during competition: the collar with the rabies tag must be kept on the dog 'at all times, but this "
        "requirement does not apply to a dog during competition or training'; a kennel license tag has the same "
        "exception for 'a show dog during competition'.", (RABIES_TAG_COMPETITION, KENNEL_TAG_SHOW)),
    ("chickens", TOWN, "no_coop"): Lead(
        "Not without a coop and run: 'There must be an insulated coop enclosed on all sides with a roof and doors and a "
        "connected fenced-in run area that is fully enclosed to contain the chickens and protect them from predators "
        "and the elements.' The text makes no exception for hens kept in the house.", (T_COOP,)),
    ("chickens", VILLAGE, "no_coop"): Lead(
        "Not without a coop: 'Chickens shall be provided with a sanitary and adequately sized coop', a coop being 'A new "
        "or existing enclosed accessory structure designed or modified for the keeping of chickens and meeting the "
        "requirements of this section.' The text makes no exception for hens kept in the house.", (W_COOP, W_COOP_DEF)),
    ("dog_license", TOWN, "fee_waiver"): Lead(
        "The text provides no waiver: 'The Town Treasurer shall assess and collect a late fee as set by the Town Board' "
        "from an owner who did not license the dog before April 1 (or within 30 days of acquiring it, or by the time it "
        "reached licensable age). Whether the Town ever excuses it is not in the ordinance: ask the Town Treasurer.",
        (LATE_FEE,), NEEDS_JUDGMENT),
    ("barking", TOWN, "didnt_know"): Lead(
        "§ 95-12 forbids keeping such a dog 'knowingly': 'It shall be unlawful for any person knowingly to keep or harbor "
        "an dog which habitually barks, howls or yelps …'. Whether an owner who did not know is in violation, and from "
        "when a letter from the Town makes the owner know, the text does not settle: that needs human judgment; ask "
        "the Town Clerk.", (BARK_RULE,), NEEDS_JUDGMENT),
    ("property_damage", TOWN, "other_property"): Lead(
        "Yes, § 95-6 reaches it: among the restrictions on keeping dogs and cats, no one may keep one that 'Assaults or "
        "attacks any person or destroys property.' (§ 95-11's rule is about lawns, flower beds, plants, shrubs, trees "
        "and gardens.) The owner's liability for damage caused by a dog follows Wisconsin state law.",
        (ATTACKS,)),
    ("at_large", VILLAGE, "tie_up"): Lead(
        "Ch. 195's only rule on tying is about the streets: 'It shall further be unlawful to picket or tie any such "
        "animal in any of the streets of the Village for the purpose of grazing or feeding.' Tying elsewhere, or in a "
        "street for another purpose, it does not address: ask the Village Clerk. Keeping livestock in the Village for "
        "more than 24 hours needs specific advance Village Board approval.", (W_GRAZING, W_LIVESTOCK_BAN), NEEDS_JUDGMENT),
    ("animal_care", VILLAGE, "left_alone"): Lead(
        "Ch. 195 does not say how long a pet may be left alone or define abandoning: it says 'any person who inhumanely "
        "beats, underfeeds, overloads, or abandons any animal shall be deemed guilty of a violation of this section'. "
        "Whether a given absence is abandonment or underfeeding needs human judgment: ask the Village Clerk.",
        (W_ABANDON,), NEEDS_JUDGMENT),
    ("animal_care", TOWN, "food_and_water"): Lead(
        "Enough food to keep them in good health, and water daily unless it is always accessible: 'The food shall be "
        "sufficient to maintain all animals in good health.' 'If potable water is not accessible to the animals at all "
        "times, it shall be provided daily and in sufficient quantity for the health of the animal.' Whether the food and "
        "water are sufficient needs human judgment.", (FOOD_HEALTH, WATER_DAILY), NEEDS_JUDGMENT, alone=True),
    ("animal_care", TOWN, "water_once_a_day"): Lead(
        "Daily, if it is not always accessible, in sufficient quantity: "
        "'If potable water is not accessible to the animals at all times, it shall be provided daily and in sufficient "
        "quantity for the health of the animal.' Whether the amount is sufficient needs human judgment.",
        (WATER_DAILY,), NEEDS_JUDGMENT, alone=True),  # the care rule's sentence only said it again (trial 205 r14)
    ("animal_care", TOWN, "left_alone"): Lead(
        "Ch. 95 does not say how long a pet may be left alone. It says 'No person may abandon any animal.', and water "
        "must be 'provided daily' unless potable water is accessible at all times: 'If potable water is not accessible "
        "to the animals at all times, it shall be provided daily and in sufficient quantity for the health of the "
        "animal.' Whether a given absence is abandonment or neglect needs human judgment: ask the Town Clerk.",
        (ABANDON, WATER_DAILY), NEEDS_JUDGMENT),
    ("chickens", VILLAGE, "setback"): Lead(
        "Ch. 195 sets no distance of its own: 'All chicken coops or runs shall comply with the established zoning "
        "district setbacks of this Code', and 'No chicken coop shall be located on the front or side yard of a "
        "parcel.' Where the zoning code (ch. 525) conflicts with ch. 195, the zoning code controls. Ask the Village "
        "Clerk for your district's setbacks.", (W_SETBACKS, W_YARD)),
    ("rabies_vaccination", TOWN, "tag_contents"): Lead(
        "The rabies tag bears the same serial number as the certificate, the year the vaccination was given, and the "
        "name, address and telephone number of the veterinarian.", (TAG_CONTENTS,)),
    ("dog_license", TOWN, "moved_in"): Lead(
        "The text does not settle it: the late fee falls on an owner who did not license the dog 'prior to April 1 of "
        "each year, or within 30 days of acquiring ownership of a licensable dog', or by the time the dog reached "
        "licensable age, and it says nothing about a dog that comes with a new resident. Ask the Town Treasurer or "
        "the Town Clerk.", (LATE_FEE,), NEEDS_JUDGMENT),
    ("cat_limit", VILLAGE, "court_order"): Lead(
        "The text does not say. A violation of ch. 195 is subject to 'a penalty as provided in Chapter 1, § 1-3 of this "
        "Code', which this assistant does not have; the removal order the chapter spells out is for 'the subject dog' "
        "only. Ask the Village Clerk or a lawyer.", (W_PENALTY, W_REMOVE_DOG), NEEDS_JUDGMENT),
    ("dog_license", TOWN, "where_apply"): Lead(
        "The Town Treasurer: upon payment of the license tax and evidence of rabies immunization, 'the Town Treasurer or "
        "his deputy shall complete and issue to the owner a license for such dog'. The tag bears 'the name of the "
        "county in which issued'.", (ISSUES_LICENSE, TAG_COUNTY)),
    ("chickens", TOWN, "where_apply"): Lead(
        "The Town Clerk: 'Applications for a license to keep chickens under this section shall be made to, and on a "
        "form prescribed by, the Town Clerk.'", (CHICKEN_APPLICATION,)),
    ("bees", TOWN, "where_apply"): Lead(
        "The Town Clerk: 'Applications for a license to keep bees shall be made to, and on a form prescribed by, the "
        "Town Clerk.'", (BEE_APPLICATION,)),
    ("chickens", VILLAGE, "where_apply"): Lead(
        "The Village Clerk: 'Any person who keeps chickens on land in the Village which the person owns, occupies or "
        "controls shall obtain a permit issued by the Clerk.'", (W_PERMIT,)),
    ("dog_license", TOWN, "renewal"): Lead(
        "A license lasts one license year and is obtained every year: the owner 'shall annually, or on or before the "
        "date the dog becomes five months of age, pay a license tax and obtain a license', and 'The license year shall "
        "commence January 1 and end December 31.'", (LICENSE_ANNUALLY, LICENSE_YEAR),
        alone=True),  # the general outcome says it again ("A license is required every year ...", trial 121 r02)
    ("dog_license", TOWN, "late_fee_when"): Lead(
        "Thirty days after you acquire a dog five months old or older: the late fee, set by the Town Board, applies if the "
        "owner failed to obtain a license 'within 30 days of acquiring ownership of a licensable dog' (a younger dog is "
        "licensed 'on or before the dog reached licensable age'; for a dog already owned, the deadline is 'prior to April 1 "
        "of each year'). It is 'charged in addition to the required license fee'.",
        (LATE_FEE, LATE_FEE_ADDITION)),
    ("dog_license", TOWN, "late_fee"): Lead(
        "There is a late fee, set by the Town Board (ch. 95 states no amount): 'The Town Treasurer shall assess and "
        "collect a late fee as set by the Town Board from every owner of a dog five months of age or over if the owner "
        "failed to obtain a license prior to April 1 of each year, or within 30 days of acquiring ownership of a "
        "licensable dog, or if the owner failed to obtain a license on or before the dog reached licensable age.' It "
        "is 'charged in addition to the required license fee'; ask the Town Treasurer for the current amount.",
        (LATE_FEE, LATE_FEE_ADDITION)),
    ("dog_license", TOWN, "refund"): Lead(
        "The text has no refund provision: the license is for the license year, and 'The license year shall commence "
        "January 1 and end December 31.' Whether the Town refunds part of the tax when a dog dies or moves away it "
        "does not say: ask the Town Treasurer.", (LICENSE_YEAR,), NEEDS_JUDGMENT),
    ("dog_license", TOWN, "neuter_rate"): Lead(
        "Ch. 95 states no rate for spayed or neutered dogs, or any amount: 'The minimum license tax under this section "
        "shall be as set by the Town Board.' It also requires compliance with §§ 174.05 through 174.09, Wis. Stats., on "
        "licensing, which is state law this assistant does not cover. Ask the Town Treasurer or the Town Clerk for the "
        "current rates.", (TAX_SET_BY_BOARD, STATE_LICENSING)),
    ("bees", TOWN, "how_apply"): Lead(
        "Apply to the Town Clerk on the Town's form, with a site plan and a sworn statement of notice to neighbors: "
        "'Applications for a license to keep bees shall be made to, and on a form prescribed by, the Town Clerk'; the "
        "application must include a site plan for the hives; and it 'shall include a sworn statement that the applicant "
        "has notified all owners and occupants of properties located within 500 feet of the subject property at least "
        "10 days immediately preceding the application'.", (BEE_APPLICATION, BEES_SITE_PLAN, BEES_APPLY)),
    ("chickens", TOWN, "grandfathered"): Lead(
        "The text has no grandfather clause for hens kept before § 95-24 was added (9-6-2017 by Ord. No. 2017-5): "
        "'Property owners shall be required to obtain a license with fee per the Town Fee Schedule to be paid before "
        "chickens are kept on the property.' Ask the Town Clerk.", (CHICKEN_LICENSE_FIRST,)),
    ("chickens", TOWN, "more_hens"): Lead(
        "The text ties the inspection to the number of chickens: it 'will occur after all related improvements are made to "
        "ensure they are properly located and installed for the number of proposed chickens', and 'The maximum number of "
        "hens per premises is six.' Whether adding hens to a licensed coop needs a new inspection or license the text does "
        "not say: ask the Town Clerk before buying.", (CHICKEN_INSPECTION, T_SIX), NEEDS_JUDGMENT),
    ("chickens", TOWN, "inspection"): Lead(
        "An inspection is required, and the permittee pays for it: 'An inspection is required for the coop and run as part of "
        "the license procedure and will occur after all related improvements are made', and 'The permittee shall be "
        "responsible for all costs associated with inspections.'", (CHICKEN_INSPECTION, T_INSPECTION_COST)),
    ("chickens", VILLAGE, "inspection"): Lead(
        "§ 195-14 sets no inspection step. It requires a permit from the Clerk, and '(8) All permanent (nonmobile) coops "
        "shall comply with all building and zoning requirements of this Code'; ask the Village Clerk what that involves.",
        (W_COOP_CODES, W_PERMIT)),
    ("chickens", VILLAGE, "penalty"): Lead(
        "§ 195-14 refers to the Village's general penalty section, which this assistant does not have: 'Any person "
        "violating any provisions of this section shall be subject to penalty as provided in Chapter 1, General "
        "Provisions, § 1-3, Violations and penalties, of the Westfield Village Code.' No amount is stated; ask the "
        "Village Clerk.", (W_CHICKEN_PENALTY,)),
    ("chickens", VILLAGE, "sanitation"): Lead(
        "§ 195-14 forbids chickens that cause a nuisance: '(11) In addition to compliance with the requirements of this "
        "section, no one shall keep chickens that cause any other nuisance associated with unhealthy condition, create "
        "a public health threat or otherwise interfere with the normal use of property or enjoyment of life by humans or "
        "animals.' They must also be 'kept and handled in a sanitary manner'. Whether a smell reaches that is a "
        "judgment the text leaves open.", (W_NUISANCE, W_SANITARY), NEEDS_JUDGMENT),
    # "Can I bring my emotional support dog into the bakery downtown?" (trial 80 r29): the "no" said outright
    ("food_premises", VILLAGE, "other_assistance_dog"): Lead(
        "Not under ch. 195: 'No person shall take, or permit to remain, any dog, cat or other live animal on or upon any "
        "premises where food is sold, offered for sale or processed for consumption by the general public, except "
        "seeing-eye dogs.' Seeing-eye dogs are its only exception. Federal and state disability law, which this assistant "
        "does not cover, may also apply; ask the Village Clerk.", (W_FOOD,)),
    ("food_premises", TOWN, "other_assistance_dog"): Lead(
        "Not under ch. 95: 'No person shall take or permit to remain any dog, cat or other live animal on or upon any "
        "premises where food is sold, offered for sale or processed for consumption by the general public.' § 95-6 makes "
        "no exception for any dog. Federal and state disability law, which this assistant does not cover, may also apply; "
        "ask the Town Clerk.", (FOOD,)),
    ("cemetery", TOWN, "other_assistance_dog"): Lead(
        "The text does not say: its only exception is that 'Every dog specially trained to lead blind or "
        "hearing-impaired persons shall be exempt from this section.' Other assistance dogs are not mentioned; federal "
        "and state disability law, which this assistant does not cover, may apply. Ask the Town Clerk.",
        (CEMETERY_EXEMPT,), NEEDS_JUDGMENT),
    ("impoundment", TOWN, "pound_location"): Lead(
        "Ch. 95 names no pound or shelter location. The Town 'may contract with or enter into an agreement with such "
        "person, persons, organization or corporation to provide for the operation of an animal shelter, impoundment of "
        "stray animals' and related services, and the officer's notice of an impoundment states where the animal is "
        "impounded. Ask the Town Clerk which shelter the Town uses.", (ANIMAL_CONTROL_CONTRACT,)),
    ("animal_sale", TOWN, "retail_minimum"): Lead(
        # not "Yes, ..." that read as "yes, they can sell two" (trial 166 r13): the minimum itself first
        "A retailer may not sell fewer than six, unless the purpose is agricultural, wildlife or scientific: 'No "
        "retailer, as defined in § 100.30(2)(e), Wis. "
        "Stats., may sell, offer for sale, barter or give away living baby rabbits, baby chicks, ducklings or other fowl "
        "under two months of age, in any quantity fewer than six, unless the purpose of selling these animals is for "
        "agricultural, wildlife or scientific purposes.' Whether a purchase is for an agricultural purpose the text "
        "does not define; ask the Town Clerk.", (RETAIL_SIX,)),
    ("barking", TOWN, "phone_complaints"): Lead(
        "§ 95-12 counts written complaints, not calls: 'A dog or cat is considered to be in violation of this section "
        "when two formal, written complaints are filed with the Town within a four-week period.' Phone calls are not "
        "mentioned; ask the Town Clerk how to file a formal, written complaint.", (BARK_TWO,)),
    ("dog_license", TOWN, "each_dog"): Lead(
        "One license for each dog: the Town Treasurer issues 'a license for such dog', and its tag is kept 'on the dog "
        "for which the license is issued at all times'. Ch. 95 has no household license; a kennel license is the "
        "alternative for a kennel.", (LICENSE_PER_DOG, TAG_ON_THAT_DOG)),
    ("feces", TOWN, "not_solid"): Lead(
        "The text does not settle it: § 95-10 speaks of 'solid fecal matter', which must be 'immediately removed', and "
        "says nothing about waste that cannot be picked up. Remove what you can; ask the Town Clerk.",
        (FECES,), NEEDS_JUDGMENT),
    # "we have 4 shop cats that live in the store ... Does that apply to a business?" (bench t7-e41)
    ("cat_limit", VILLAGE, "business"): Lead(
        "The limit is written for households: 'No more than three cats over five months old shall be kept in each residential "
        "household.' Whether it reaches cats kept at a business the text does not say: ask the Village Clerk.",
        (CATS_3,), NEEDS_JUDGMENT, alone=True),
    ("chickens", TOWN, "business"): Lead(
        "No: 'Chickens are for personal (noncommercial) use only and not for any business-related purposes.'",
        (NONCOMMERCIAL,)),
    ("dog_license", TOWN, "other_assistance_dog"): Lead(
        "The text's only exemption is for 'every dog specifically trained to lead blind or deaf persons'; it names no "
        "other service or assistance dog, so as the text reads the license tax applies. Federal and state law, which "
        "this assistant does not cover, may say more; ask the Town Treasurer.", (FREE_LICENSE_BLIND_DEAF,), NEEDS_JUDGMENT),
    ("barking", TOWN, "time_of_day"): Lead(
        "§ 95-12 sets no hours: it forbids keeping a dog that 'habitually barks, howls or yelps' (or a cat that "
        "habitually cries or howls) 'to the great discomfort of the peace and quiet of the neighborhood', whatever the "
        "time of day, and a violation needs 'two formal, written complaints' filed with the Town within four weeks.",
        (BARK_RULE, BARK_TWO)),
    ("barking", TOWN, "anonymous"): Lead(
        "The text does not say whether a complaint can be anonymous or kept confidential: § 95-12 counts 'two formal, "
        "written complaints' filed with the Town within a four-week period. Ask the Town Clerk how complaints are "
        "handled.", (BARK_TWO,), NEEDS_JUDGMENT),
    ("dog_limit", TOWN, "why_rule"): Lead(
        "§ 95-22 gives its purpose: 'The keeping of a large number of dogs within the Town for a considerable period of "
        "time detracts from and, in many instances, is detrimental to healthful and comfortable life in such areas.' "
        "It declares keeping a large number of dogs a public nuisance.", (DOGS_PURPOSE,)),
    ("dog_license", TOWN, "kennel_tag_count"): Lead(
        "As many tags as dogs the kennel is authorized to keep: with the kennel license the Town Treasurer issues 'a "
        "number of tags equal to the number of dogs authorized to be kept in the kennel'.", (KENNEL_TAGS,)),
    ("vicious_dog", TOWN, "walker"): Lead(
        "Not on a leash alone: a vicious dog may be off its owner's premises only 'muzzled or on a leash in charge of "
        "the owner or a member of the owner's immediate family over 16 years of age', and a walker who is not family "
        "is neither. Whether a muzzled dog may be walked by someone else the wording does not settle; ask the Town "
        "Clerk.", (VICIOUS_LEASH,), NEEDS_JUDGMENT),
    # trials 21 and 22 (session 7)
    ("vehicle_accident", TOWN, "other_driver"): Lead(
        "Yes, the driver was: 'The operator of any vehicle involved in an accident resulting in injury to or death of a dog, "
        "cat or other animal which appears to be a pet shall immediately notify the Town Constable or an animal control "
        "agency whose jurisdiction extends into the Town.' § 95-21 names no office for a report by the owner: call law "
        "enforcement.", (ACCIDENT,)),
    ("dog_license", TOWN, "half_after_july"): Lead(
        "Half the license tax: 'These amounts shall be reduced by 1/2 if the animal became five months of age after July 1 "
        "during the license year.' The amount itself is set by the Town Board.", (HALF_TAX,)),
    ("impoundment", TOWN, "unlicensed_release"): Lead(
        "It can be released once it is licensed, where a license is required: 'No animal shall be released from the pound "
        "without being properly licensed if so required by state law or Town ordinance.' Claim it within seven days after notice and pay the "
        "impoundment fees, which the Town Board sets.", (IMPOUND_LICENSE, IMPOUND_FEES)),  # "how do we get him back?" (trial 20 w06)
    ("barking", TOWN, "what_makes_violation"): Lead(
        "Two formal, written complaints filed with the Town within four weeks: 'A dog or cat is considered to be in "
        "violation of this section when two formal, written complaints are filed with the Town within a four-week "
        "period.'", (BARK_TWO,)),
    ("animal_care", TOWN, "shade"): Lead(
        "Shade is required when the sun could cause heat exhaustion: 'When sunlight is likely to cause heat exhaustion of an animal "
        "tied or caged outside, sufficient shade by natural or artificial means shall be provided to protect the animal "
        "from direct sunlight.'", (SHADE,)),
    ("pet_theft", TOWN, "keep_neighbors_pet"): Lead(
        "No, not without the owner's consent: 'No person may take the dog or cat of another from one place to another "
        "without the owner's consent or cause such a dog or cat to be confined or carried out of the Town or held for any "
        "purpose without the owner's consent.'", (NAPPING,)),
    ("bees", TOWN, "neighbor_notice"): Lead(
        "All owners and occupants of properties within 500 feet, at least 10 days before you apply: 'The application "
        "shall include a sworn statement that the applicant has notified all owners and occupants of properties located "
        "within 500 feet of the subject property at least 10 days immediately preceding the application advising that "
        "the applicant intends to apply for a license to keep bees in accordance with this section.'", (BEES_APPLY,)),
    # "how close to my property line can i put a beehive ...? and can it go in the front yard" (trial 232 r22)
    ("bees", TOWN, "setback"): Lead(
        "At least 25 feet from the property line of a property in different ownership, and not in the front yard: 'No "
        "hive shall be located closer than 25 feet from any property line of a property in different ownership, nor shall "
        "they be located in the front or street yard.' On a residentially zoned property bees also need a Town license.",
        (BEES_25,)),
    ("chickens", TOWN, "setback"): Lead(
        "At least 40 feet from the side and rear property lines, and not in the front yard: 'No part of the coop structure "
        "or fenced-in run shall be located in the front yard, nor shall it be located closer than 40 feet to the side or "
        "rear property lines.' The coop and run must also be at least 25 feet from the residence or attached garage.",
        (T_SETBACK, T_RESIDENCE)),
    ("diseased_animal", VILLAGE, "move_diseased"): Lead(
        # not "Not on your own ... before you move it" to a resident whose neighbour moves it (trial 305 r25's grader)
        "Not without supervision: a diseased animal may not be 'shipped or removed from the premises of the owner thereof, "
        "except under the supervision of the Chief of Police or the Health Officer.' Ask the Village Health Officer or the "
        "Chief of Police before it is moved.", (W_DISEASED,)),
    ("diseased_animal", VILLAGE, "who_handles"): Lead(
        "The Health Officer: 'It is hereby made the duty of the Health Officer to secure such disposition of any diseased "
        "animal and such treatment of affected premises as to prevent the communication and spread of the contagion or "
        "infection, except in cases where the State Veterinarian is empowered to act.' Removal from the owner's premises "
        "is only under the supervision of the Chief of Police or the Health Officer.", (W_HEALTH_OFFICER,)),
    ("cruelty", TOWN, "own_premises_poison"): Lead(
        "The poisoning rule does not apply to poison used on your own premises for rodent and pest control: it 'shall not "
        "apply to poison used on one's own premises and designed for the purpose of rodent and pest extermination'.", (OWN_PREMISES_POISON,)),
    ("at_large", VILLAGE, "loose_in_public"): Lead(
        "It is not allowed: 'It shall be unlawful to permit any cattle, horse, swine, sheep, goat or poultry to run at large in "
        "the Village', and 'Any such animal running at large in any public place in the Village shall be impounded in the manner provided in "
        "this chapter.'", (W_AT_LARGE, W_IMPOUND)),
    ("at_large", VILLAGE, "street_grazing"): Lead(
        # not a bare "No:" under "isnt that illegal" (trial 173 r26)
        "It is unlawful: 'It shall further be unlawful to picket or tie any such animal in any of the streets of the Village for the "
        "purpose of grazing or feeding.'", (W_GRAZING,)),
    ("penalties", VILLAGE, "impound_fee"): Lead(
        "The violator pays them: 'In addition to the foregoing penalties, any person violating this chapter shall pay all "
        "expenses, including shelter, food, handling, veterinary care and testimony necessitated by the enforcement of this "
        "chapter.'", (W_ALL_EXPENSES,)),
    # trials 23 and 24 (session 7)
    # "how old does it have to be before I need one" (trial 153 r02): the age, not "How old is the dog?"
    ("dog_license", TOWN, "license_age"): Lead(
        "At five months: the owner 'shall annually, or on or before the date the dog becomes five months of age, pay a "
        "license tax and obtain a license', and no one may keep a dog more than five months of age without complying with "
        "the state dog-licensing law (§§ 174.05 through 174.09, Wis. Stats.).", (LICENSE_ANNUALLY, LICENSE_OVER_FIVE_MONTHS)),
    # "of each year", the text's words: "every year after that" read as if April 1 did not apply in the first (trial 149 r03)
    ("dog_license", TOWN, "how_long_license"): Lead(
        # April 1 first: "whats the deadline to get the dog license renewed" read the 30 days first (trials 149, 167, 169 r03)
        # "and" read as both deadlines at once for a dog just bought (trial 282 r03's grader): the text says "or"
        "Before April 1 of each year or, for a dog you acquire at five months old or older, within 30 days of acquiring "
        "it: 'The Town Treasurer shall assess and collect a late fee as set by the Town Board from every owner of a dog five months of age or "
        "over if the owner failed to obtain a license prior to April 1 of each year, or within 30 days of acquiring ownership "
        "of a licensable dog, or if the owner failed to obtain a license on or before the dog reached licensable age.'",
        (LATE_FEE,)),
    # "we got a 3 year old lab from my sister in May. How long do i have to license him" (trial 182 r03): April 1 read as
    # the deadline for a dog just acquired
    ("dog_license", TOWN, "license_after_acquiring"): Lead(
        "Within 30 days of acquiring a dog five months old or older, and after that before April 1 of each year: the late "
        "fee is for an owner who 'failed to obtain a license prior to April 1 of each year, or within 30 days of acquiring "
        "ownership of a licensable dog'.",
        (LATE_FEE,)),
    ("at_large", TOWN, "on_leash"): Lead(
        # not a bare "No:", which "does he have to be on a leash or can he just run loose?" read as "no leash" (trial 253 r05)
        "A leashed dog or cat under control is not running at large: 'A dog or cat shall not be considered to be running "
        "at large if it is on a leash and under control of a person physically able to control it.'", (LEASH,)),
    ("bees", TOWN, "food_water"): Lead(
        "Yes: 'An ever-present supply of water shall be provided for all hives.'", (BEES_WATER,)),
    ("impoundment", TOWN, "impound_fee"): Lead(
        "The Town Board: the owner reclaims the animal 'upon payment of impoundment fees, such fees to be established "
        "by resolution of the Town Board'. The ordinance states no amount; ask the Town Clerk for the current figures.",
        (IMPOUND_FEES,)),
    ("property_damage", TOWN, "parkway"): Lead(
        "§ 95-11 names parkways as well as private lands: no one may let an animal 'go upon any parkway or private "
        "lands or premises without the permission of the owner of such premises' and injure any lawn, flower bed, "
        "plant, shrub, tree or garden, or defecate there. It does not define 'parkway'.", (DAMAGE,),
        alone=True),  # the rule's general sentence only said it again (trial 302 r10's grader)
    ("animal_care", TOWN, "structure"): Lead(
        "§ 95-16 requires it: 'The housing facilities shall be structurally sound and maintained in good repair to "
        "protect the animals from injury and to contain the animals.'", (STRUCTURE,)),
    ("animal_care", TOWN, "lien"): Lead(
        "The person caring for it has a lien: when an officer removes a neglected animal, the officer 'or other person, "
        "having possession of the animal shall have a lien thereon for its care, keeping and medical attention and the "
        "expense of notice'.", (LIEN,)),
    ("trapping", TOWN, "trap_permit"): Lead(
        "Ch. 95 has no Town trapping permit or license: § 95-19 says 'All traps set, placed or tended shall comply with "
        "Ch. 29, Wis. Stats., as they relate to trapping', which is state law this assistant does not cover.", (TRAPS,)),
    ("vehicle_accident", TOWN, "bicycle"): Lead(
        "The text does not say: the duty to notify falls on 'The operator of any vehicle involved in an accident', and "
        "ch. 95 does not define 'vehicle'. Ask the Town Constable or the Town Clerk.", (ACCIDENT,), NEEDS_JUDGMENT),
    ("bees", TOWN, "school_hive"): Lead(
        "Yes: 'Nothing in this section shall be deemed or construed to prohibit the keeping of bees in a hive, stand or "
        "box located within a school or university building for the purpose of study or observation.'", (BEES_SCHOOL,)),
    ("chickens", TOWN, "meat_birds"): Lead(
        "No: § 95-24 permits hen chickens only, at most six per premises, and makes no exception for birds raised for "
        "meat or for a short time.", (HEN_CHICKENS, T_SIX)),
    ("chickens", TOWN, "run_connected"): Lead(
        "It must be connected: 'There must be an insulated coop enclosed on all sides with a roof and doors and a "
        "connected fenced-in run area that is fully enclosed'.", (T_COOP,)),
    # the definition, then what it means for the resident: not a bare quotation as the whole first line (trial 104 r24)
    ("livestock", VILLAGE, "definition"): Lead(
        "'\"Livestock\" is defined as animals normally associated with agriculture, such as cows, goats, sheep, horses, "
        "swine (including miniature pigs), etc.' Such an animal may be kept anywhere in the Village for more than 24 hours, "
        "whether for business or pleasure, only with specific advance Village Board approval, unless one of the text's "
        "exceptions applies.",  # listed once, in the answer's "Exceptions:" note (trial 274 r24)
        (W_LIVESTOCK_DEF, W_LIVESTOCK_BAN)),
    ("chickens", VILLAGE, "temporary_keeping"): Lead(
        "Yes, as the text reads, a permit is needed even for a short stay: 'Any person who keeps chickens on land in the "
        "Village which the person owns, occupies or controls shall obtain a permit issued by the Clerk', and to keep is "
        "'The owning, keeping, possessing, or harboring of a chicken.' The text makes no exception for a visit.",
        (W_PERMIT, W_KEEP)),
    # trials 27 and 28 (session 8)
    ("property_damage", TOWN, "fouling"): Lead(
        "It is not allowed: § 95-11 makes it unlawful to permit an animal 'to go upon any parkway or private lands or "
        "premises without the permission of the owner of such premises' and 'defecate thereon', and under § 95-10 the "
        "owner or person in charge 'shall not permit solid fecal matter of such animal to deposit on any street, alley or "
        "other public or private property, unless such matter is immediately removed therefrom by said owner or person "
        "in charge.'", (DAMAGE, FECES)),
    ("impoundment", TOWN, "impound_grounds"): Lead(
        "Not on a word alone: 'In order for an animal to be impounded, the impounding officer must see or hear the "
        "violation of this chapter or have in his possession a signed statement of a complaining witness made under oath "
        "alleging the facts regarding the violation and containing an agreement to reimburse the Town for any damages it "
        "sustains for improper or illegal seizure.'", (IMPOUND_WITNESS,)),
    ("animal_care", TOWN, "husbandry"): Lead(
        "No more than normal husbandry: 'In the case of farm animals, nothing in this section shall be construed as "
        "imposing shelter requirements or standards more stringent than normally accepted husbandry practices in the "
        "particular county where the animal or shelter is located.' Whether a given shelter meets those practices needs "
        "human judgment.", (FARM_SHELTER,), NEEDS_JUDGMENT),
    ("trapping", TOWN, "indoor_trap"): Lead(
        # not a bare "No:", read as "you can't trap it" (trial 194 r18)
        # not the bare fragment "Not the Town's trapping section:" (trial 231 r18's grader)
        "Inside a building or home, the Town's trapping section does not apply: 'This section shall not apply to trapping "
        "within the confines of buildings or homes.' Outside them, traps must comply with Wisconsin's trapping law (Wis. "
        "Stat. ch. 29, state law); whether state trapping law reaches trapping indoors the Town's text does not say.",
        (TRAPS_INDOORS,), alone=True),
    ("property_damage", TOWN, "cats_too"): Lead(
        "Yes, cats too: § 95-11 names 'an animal, dog or cat': 'It shall be unlawful for any person owning or possessing an "
        "animal, dog or cat to permit such animal, dog or cat to go upon any parkway or private lands or premises without "
        "the permission of the owner of such premises and break, bruise, tear up, crush or injure any lawn, flower bed, "
        "plant, shrub, tree or garden in any manner whatsoever, or to defecate thereon.'", (DAMAGE,)),
    ("property_damage", TOWN, "owner_permission"): Lead(
        "Not under § 95-11 while the owner of the land allows it: it makes it unlawful to permit an animal 'to go upon any parkway or private "
        "lands or premises without the permission of the owner of such premises and break, bruise, tear up, crush or injure "
        "any lawn, flower bed, plant, shrub, tree or garden'. With the owner's permission that rule is not broken.",
        (PARKWAY_LAWN,)),
    ("animal_care", TOWN, "others_abandoned"): Lead(
        "Abandoning an animal is unlawful: 'No person may abandon any animal.' And 'Any law enforcement officer may "
        "remove, shelter and care for an animal found to be cruelly exposed to the weather, starved or denied adequate "
        "water, neglected, abandoned or otherwise treated in a cruel manner'.", (ABANDON, OFFICER_REMOVE)),
    ("pet_theft", TOWN, "take_stray_away"): Lead(f"Not without the owner's consent: '{NAPPING.quote}'", (NAPPING,)),
    ("bite", TOWN, "surrender_exam"): Lead(
        "Yes, on demand: the owner or keeper 'shall surrender the dog or cat to a law enforcement or humane officer upon "
        "demand for examination.'", (SURRENDER,)),
    ("pet_theft", TOWN, "official_taker"): Lead(
        "Section 95-20 makes an exception for officers and agents on duty: 'This section does not apply to law enforcement "
        "officers or humane society agents engaged in the exercise of their official duties, or as otherwise permitted "
        "herein.' Anyone else needs the owner's consent to take a dog or cat.", (NAPPING_EXEMPT, NAPPING)),
    ("pet_theft", TOWN, "taken_from_me"): Lead(f"Taking another person's dog or cat without the owner's consent is against § 95-20: '{NAPPING.quote}'", (NAPPING,)),
    ("wild_animals", TOWN, "lives_near_quarters"): Lead(
        "Not under the § 95-13 exceptions while someone lives that close: the exceptions for veterinarians, schools, "
        "licensed pet shops and zoos apply only if, among other conditions, 'No person lives or resides within 100 feet of "
        "the quarters in which the animals are kept.'", (WILD_NO_RESIDENT, WILD_EXCEPTIONS)),
    ("penalties", VILLAGE, "each_day"): Lead(
        "Each day is a separate offense: 'Each day that the violation of this chapter continues shall be deemed a separate "
        "offense.' The violator also pays 'all "
        "expenses, including shelter, food, handling, veterinary care and testimony necessitated by the enforcement of "
        "this chapter.'", (W_DAILY, W_PENALTY, W_ALL_EXPENSES)),  # "the shelter bills too?" (trial 148 r32)
    # § 1-3 is named once, by the rule's own sentence that follows (trial 257 r32 read it twice)
    ("chickens", TOWN, "coop_house_fence"): Lead(
        "At least 25 feet from the house, and a run fence no taller than six feet: 'No part of the coop structure or "
        "fenced-in run shall be located closer than 25 feet to the residence or attached garage.' 'Run fences can be no "
        "taller than six feet in height.'", (T_RESIDENCE, T_FENCE)),
    ("chickens", TOWN, "coop_house"): Lead(
        "At least 25 feet: 'No part of the coop structure or fenced-in run shall be located closer than 25 feet to the "
        "residence or attached garage.' It must also be at least 40 feet from the side and rear property lines, and not "
        "in the front yard.", (T_RESIDENCE, T_SETBACK)),
}


# The points a rule answers from the facts the resident gave, which stand over a point a word of the message suggests:
# the late fee from the dates ("forgot to renew ... it's now the middle of April": not "renew"; trial 55 c03), and the
# 1988 grandfathering for a new owner ("4 licensed dogs since before 1988 ... can the buyers keep 4?": not the
# licensed-versus-kept lead; trial 208 r21).
FROM_FACTS = frozenset({"late_fee", "grandfathered"})


def _words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", re.sub(r"\([^)]*\)", " ", text.lower())))


# Words too common to tell two sentences apart.
_COMMON = frozenset("the a an and or of to in on for from with without by at as is are be been may must shall not no any "
                    "every each this that these those it its his her their your you who which what when than then there "
                    "into upon such other others person persons one but does text define".split())  # "the text does not define"


def _stems(text: str) -> set:
    return {w[:4] for w in _words(text).split() if len(w) > 2 and w not in _COMMON}


# A sentence ends at ., ! or ? before a capital or a quote, but not after "ch.", "No.", "Wis. Stat." ("A violation of
# ch. 195 is subject to ..." was cut after "ch." and its first half dropped, trial 72 r32).
_SENTENCE_END = re.compile(r"(?<!\bch\.)(?<!\bNo\.)(?<!\bWis\.)(?<!\bStat\.)(?<!\bStats\.)(?<!\bOrd\.)(?<!\bSec\.)"
                           r"(?:(?<=[.!?])|(?<=[.!?]['\"’”]))\s+(?=[A-Z'\"‘“])")  # also after a closing quote (trial 109 r33)


def not_repeated(rest: str, lead: str) -> str:
    """``rest`` without its sentences that only say again what ``lead`` quoted: "Abandoning an animal is unlawful:
    'No person may abandon any animal.' ..." was followed by "No person may abandon any animal (it is unlawful)."
    (trial 63 r16); "Not without your consent: 'No person may take the dog or cat of another ...'" by "No one may take
    another person's dog or cat ... without the owner's consent" (trials 67 and 69 r19). A sentence is dropped when,
    parentheses aside, at least 85 % of its words (first four letters, common words left out) are in the lead and it
    names no number the lead does not."""
    said = _stems(lead)
    kept = []
    for sentence in _SENTENCE_END.split(rest):
        words = _stems(sentence)
        new_numbers = set(re.findall(r"\d+", sentence)) - set(re.findall(r"\d+", lead))
        if len(words) >= 2 and not new_numbers and len(words & said) >= 0.85 * len(words):
            continue
        kept.append(sentence)
    return " ".join(kept)


def apply_point(d: Decision, point: Any = None, asks: Optional[str] = None, concern: Optional[str] = None) -> Decision:
    """Put first in ``d`` (outcome, citations, trace, status) the text's answer on the first of
    the values of the facts ``point`` (one value or a list), ``asks`` and ``concern`` that
    POINT_LEADS has for the rule and municipality that answered; else return ``d`` as is.

    A point asked that the rule itself already answered (``d.point``, e.g. the late fee from the
    facts given, ``FROM_FACTS``, which also stands over any other point asked) stands; and ``concern``, what the message describes rather than asks, does not
    displace a point the rule answered first: "15 chickens next door and it smells awful: who do
    I report that to?" is answered with who enforces § 195-14G, not with the nuisance rule.

    A decision still waiting for facts other than the municipality is answered with the lead
    alone (the point does not depend on them); one without a municipality, or not covered,
    is left alone."""
    points = list(point) if isinstance(point, (list, tuple)) else [point]
    if d.point and (d.point in points or d.point in FROM_FACTS or d.point == NOT_APPLICABLE):
        return d
    flat = points + [asks] + ([] if d.point else [concern])
    point = next((p for p in flat if isinstance(p, str) and (d.topic, d.jurisdiction or "", p) in POINT_LEADS), None)
    if point is None or d.status == NOT_COVERED or "municipality" in d.missing_facts:
        return d
    lead = POINT_LEADS[(d.topic, d.jurisdiction or "", point)]
    if d.status == NEEDS_FACTS:
        d.status, d.missing_facts, d.outcome = ANSWERED, [], ""
    rest = "" if lead.alone else not_repeated(without_verdict(d.outcome), lead.text)
    d.outcome = f"{lead.text}\n{rest}".strip()
    # a step that only says the lead again goes too ("Any law enforcement officer may remove ..." quoted in the lead and
    # again as the first step, trial 75 r16)
    d.steps = [s for s in d.steps if not_repeated(s.text, lead.text).strip()]
    keep = [c for c in d.citations if c not in lead.cites]
    d.citations = list(lead.cites) + keep
    if lead.status == NEEDS_JUDGMENT:
        d.status = NEEDS_JUDGMENT
    d.point_settled = lead.status != NEEDS_JUDGMENT and d.status == NEEDS_JUDGMENT
    d.point = point
    d.trace.append(f"the question is about {point.replace('_', ' ')} ({lead.cites[0].citation})")
    return d
