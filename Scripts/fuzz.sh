#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a set time.
#
#   Scripts/fuzz.sh [seconds-per-target] [target...]
#
# seconds-per-target defaults to 60; 0 only builds. Targets default to all of them:
# MarkupParserFuzzer, ExpressionFuzzer, StringConversionFuzzer. FUZZ_BUILD=0 skips building and runs
# the binaries already in .build-fuzz/bin.
#
# Everything goes under .build-fuzz/: the instrumented modules and binaries, a working corpus per
# target (seeded from Fuzz/Corpus/<target>/, which runs never modify, and kept between runs), logs,
# and the inputs that crash, time out or run out of memory in .build-fuzz/artifacts/<target>/.
# Prints executions and the result per target; exits non-zero if any target failed.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
if [[ $# -gt 0 ]]; then shift; fi
if ! [[ $seconds =~ ^[0-9]+$ ]]; then
    echo "usage: $0 [seconds-per-target] [target...]" >&2
    exit 2
fi
all_targets=(MarkupParserFuzzer ExpressionFuzzer StringConversionFuzzer)
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then targets=("${all_targets[@]}"); fi

scratch=.build-fuzz
modules=$scratch/modules
mkdir -p "$modules" "$scratch/bin" "$scratch/logs"

# Release optimisation keeps Swift's bounds and overflow checks; -g gives symbolized crash reports.
swift_flags=(-O -g -swift-version 6 -parse-as-library -sanitize=fuzzer,address)
# gold warns about every sanitizer helper symbol; the toolchain ships lld.
link_flags=(-use-ld=lld)

# Whether $1 is missing or older than any of the remaining files.
stale() {
    local output=$1
    shift
    [[ ! -e $output ]] && return 0
    local file
    for file in "$@"; do
        [[ $file -nt $output ]] && return 0
    done
    return 1
}

# Builds one library module from Sources/<module> as a static library plus its .swiftmodule; the
# remaining arguments are the modules it imports, built before it.
build_module() {
    local module=$1
    shift
    local sources
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
    local stamp=$modules/$module.stamp
    local dependencies=()
    local dependency
    for dependency in "$@"; do dependencies+=("$modules/$dependency.stamp"); done
    # Rebuild when a source, an imported module or this script changed, or the file list did.
    if [[ ! -e $stamp ]] || [[ "$(printf '%s\n' "${sources[@]}")" != "$(cat "$stamp")" ]] \
        || stale "$stamp" "${sources[@]}" "${dependencies[@]}" "$0"; then
        echo "== Building $module (instrumented)"
        # One package name for every module, as SwiftPM gives them: `package` declarations are shared.
        swiftc "${swift_flags[@]}" -wmo -module-name "$module" -package-name bindings -I "$modules" \
            -emit-module -emit-module-path "$modules/$module.swiftmodule" \
            -emit-library -static -o "$modules/lib$module.a" "${sources[@]}"
        printf '%s\n' "${sources[@]}" > "$stamp"
    fi
}

# The library modules a target links, and the longest input libFuzzer may generate for it.
modules_for() {
    case $1 in
        ExpressionFuzzer) echo "Bindings" ;;
        *) echo "BindingsMarkup Bindings" ;;
    esac
}
max_len_for() {
    case $1 in
        MarkupParserFuzzer) echo 16384 ;;
        ExpressionFuzzer) echo 4096 ;;
        StringConversionFuzzer) echo 512 ;;
        *) echo 4096 ;;
    esac
}

for target in "${targets[@]}"; do
    if [[ ! -f Fuzz/$target.swift ]]; then
        echo "no such target: Fuzz/$target.swift" >&2
        exit 2
    fi
done

# Builds the library modules the targets need, then the targets.
build_targets() {
    build_module Bindings
    local target
    for target in "${targets[@]}"; do
        if [[ " $(modules_for "$target") " == *" BindingsMarkup "* ]]; then
            build_module BindingsMarkup Bindings
            break
        fi
    done
    for target in "${targets[@]}"; do
        local binary=$scratch/bin/$target
        local link=()
        local module
        for module in $(modules_for "$target"); do link+=("-l$module"); done
        if stale "$binary" "Fuzz/$target.swift" "$modules"/*.stamp "$0"; then
            echo "== Building $target"
            swiftc "${swift_flags[@]}" "${link_flags[@]}" -warnings-as-errors -I "$modules" -L "$modules" \
                "${link[@]}" "Fuzz/$target.swift" -o "$binary"
        fi
    done
}

if [[ ${FUZZ_BUILD:-1} == 0 ]]; then
    echo "== Not building (FUZZ_BUILD=0): running the binaries in $scratch/bin"
else
    build_targets
fi

if [[ $seconds -eq 0 ]]; then
    echo "Built: ${targets[*]/#/$scratch/bin/}"
    exit 0
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:symbolize=1}
# Swift's own crash backtracer would catch the signal first and then trip AddressSanitizer itself,
# hiding the real crash; let libFuzzer report it and save the input.
export SWIFT_BACKTRACE=enable=no
symbolizer=$(command -v llvm-symbolizer || true)
if [[ -z $symbolizer ]]; then
    symbolizer=$(dirname "$(command -v swiftc)")/llvm-symbolizer
fi
if [[ -x $symbolizer ]]; then export ASAN_SYMBOLIZER_PATH=$symbolizer; fi

failed=0
summary=()
for target in "${targets[@]}"; do
    corpus=$scratch/corpus/$target
    artifacts=$scratch/artifacts/$target
    log=$scratch/logs/$target.log
    mkdir -p "$corpus" "$artifacts"
    # Seeds are copied in; inputs found by earlier runs stay.
    cp -p Fuzz/Corpus/"$target"/* "$corpus"/
    dictionary=()
    if [[ -f Fuzz/$target.dict ]]; then dictionary=("-dict=Fuzz/$target.dict"); fi
    before=$(find "$artifacts" -type f | wc -l)
    echo "== Fuzzing $target for ${seconds}s"
    status=0
    started=$SECONDS
    "$scratch/bin/$target" "$corpus" "${dictionary[@]}" \
        -max_total_time="$seconds" -max_len="$(max_len_for "$target")" -timeout=5 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" > "$log" 2>&1 || status=$?
    elapsed=$((SECONDS - started))
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    per_second=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    corpus_size=$(find "$corpus" -type f | wc -l)
    after=$(find "$artifacts" -type f | wc -l)
    if [[ $status -eq 0 && $after -eq $before ]]; then
        result="ok"
    else
        failed=1
        result="FAILED (exit $status; artifacts in $artifacts/; log $log)"
        grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*Fatal error:|artifact_prefix|Test unit written)' "$log" | head -20 || true
    fi
    line="$target: ${executions:-?} executions in ${elapsed}s (${per_second:-?}/s), corpus $corpus_size files: $result"
    echo "$line"
    summary+=("$line")
done

echo "== Fuzzing summary"
printf '%s\n' "${summary[@]}"
exit $failed
