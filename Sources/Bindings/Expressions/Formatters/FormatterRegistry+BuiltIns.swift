extension FormatterRegistry {
    /// Registers the formatters every registry starts with; see ``init(registeringBuiltIns:)``.
    func registerBuiltIns() {
        register("number") { arguments throws(FormatterError) in try NumberValueFormatter(arguments: arguments) }
        register("date") { arguments throws(FormatterError) in try DateValueFormatter(arguments: arguments) }
        register("measurement") { arguments throws(FormatterError) in try MeasurementValueFormatter(arguments: arguments) }
        register("byteCount") { arguments throws(FormatterError) in try ByteCountValueFormatter(arguments: arguments) }
        register("personNameComponents") { arguments throws(FormatterError) in
            try PersonNameValueFormatter(arguments: arguments)
        }
        for transform in TextValueFormatter.Transform.allCases {
            register(transform.rawValue) { arguments throws(FormatterError) in
                try TextValueFormatter(transform, arguments: arguments)
            }
        }
        register("default") { arguments throws(FormatterError) in try DefaultValueFormatter(arguments: arguments) }
        register("truncate") { arguments throws(FormatterError) in try TruncatingValueFormatter(arguments: arguments) }
        register("phone") { arguments throws(FormatterError) in
            _ = try FormatterArguments(arguments, allowed: [])
            return PhoneNumberFormatter()
        }
    }
}
